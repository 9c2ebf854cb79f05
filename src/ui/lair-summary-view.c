/* lair-summary-view.c — the results at the end of a game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "lair-labels.h"
#include "lair-summary-view.h"

struct _LairSummaryView
{
  GtkWidget         parent_instance;

  AdwStatusPage    *status_page;
  GtkListBox       *results_list;
  GtkWidget        *again_button;
};

G_DEFINE_FINAL_TYPE (LairSummaryView, lair_summary_view, GTK_TYPE_WIDGET)

typedef struct {
  LairSeat *seat;
  const LairSeatRecord *record;
} Result;

static gint
compare_results (gconstpointer a,
                 gconstpointer b)
{
  const Result *ra = a, *rb = b;

  if (ra->record->chest != rb->record->chest)
    return rb->record->chest - ra->record->chest;
  if (ra->record->gold_bars != rb->record->gold_bars)
    return rb->record->gold_bars - ra->record->gold_bars;
  return (gint) lair_seat_get_index (ra->seat) - (gint) lair_seat_get_index (rb->seat);
}

static char *
achievements_text (guint32 achievements)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) names = NULL;

  for (LairAchievement a = 0; a < LAIR_N_ACHIEVEMENTS; a++)
    if (achievements & (1u << a))
      g_strv_builder_add (builder, lair_achievement_label (a));
  names = g_strv_builder_end (builder);
  /* Translators: the separator between achievement names */
  return g_strjoinv (_(", "), names);
}

static GtkWidget *
result_row_new (const Result *result)
{
  GtkWidget *row = adw_action_row_new ();
  g_autofree char *achievements = achievements_text (result->record->achievements);
  g_autofree char *score = NULL;
  g_autofree char *subtitle = NULL;
  GtkWidget *label;

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), lair_seat_get_name (result->seat));
  if (achievements[0] != '\0')
    /* Translators: achievements earned in the game, after a player's name */
    subtitle = g_strdup_printf (_("Achievements: %s"), achievements);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle != NULL ? subtitle : "");
  adw_action_row_add_prefix (ADW_ACTION_ROW (row),
                             gtk_image_new_from_icon_name (result->record->winner ? "lair-crown-symbolic"
                                                           : lair_seat_get_kind (result->seat) == LAIR_SEAT_COMPUTER
                                                           ? "lair-computer-symbolic" : "lair-person-symbolic"));

  /* Translators: a final score: money, then gold bars */
  score = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "$%d · %d bar", "$%d · %d bars",
                                        result->record->gold_bars),
                           result->record->chest, result->record->gold_bars);
  label = gtk_label_new (score);
  gtk_widget_add_css_class (label, "numeric");
  if (result->record->winner)
    gtk_widget_add_css_class (label, "heading");
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
  return row;
}

static void
again_clicked_cb (LairSummaryView *self)
{
  GtkWidget *window = gtk_widget_get_ancestor (GTK_WIDGET (self), GTK_TYPE_WINDOW);

  gtk_widget_activate_action (window, "win.leave-game", NULL);
  gtk_widget_activate_action (window, "win.play", NULL);
}

static void
lair_summary_view_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), LAIR_TYPE_SUMMARY_VIEW);

  G_OBJECT_CLASS (lair_summary_view_parent_class)->dispose (object);
}

static void
lair_summary_view_class_init (LairSummaryViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = lair_summary_view_dispose;

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/spiderlair/SpiderLair/lair-summary-view.ui");
  gtk_widget_class_bind_template_child (widget_class, LairSummaryView, status_page);
  gtk_widget_class_bind_template_child (widget_class, LairSummaryView, results_list);
  gtk_widget_class_bind_template_child (widget_class, LairSummaryView, again_button);
  gtk_widget_class_bind_template_callback (widget_class, again_clicked_cb);
}

static void
lair_summary_view_init (LairSummaryView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  lair_accessible_label_buttons (GTK_WIDGET (self));
}

/**
 * lair_summary_view_show_game:
 * @self: a #LairSummaryView
 * @session: the session whose game is over
 * @record: the game's record, with the achievements the history awarded
 *
 * Shows the winners, everybody's score and the achievements earned.
 */
void
lair_summary_view_show_game (LairSummaryView      *self,
                             LairGameSession      *session,
                             const LairGameRecord *record)
{
  g_autoptr(GArray) results = g_array_new (FALSE, FALSE, sizeof (Result));
  g_autoptr(GStrvBuilder) winners = g_strv_builder_new ();
  g_auto(GStrv) names = NULL;
  g_autofree char *joined = NULL;
  g_autofree char *title = NULL;
  GtkWidget *child;

  g_return_if_fail (LAIR_IS_SUMMARY_VIEW (self));

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->results_list))) != NULL)
    gtk_list_box_remove (self->results_list, child);

  for (guint i = 0; i < LAIR_N_SEATS; i++)
    {
      LairSeat *seat = lair_game_session_get_seat (session, i);
      gint p = lair_seat_get_player (seat);
      Result result;

      if (p < 0 || (guint) p >= record->n_players)
        continue;
      result.seat = seat;
      result.record = &record->seats[p];
      g_array_append_val (results, result);
      if (result.record->winner)
        g_strv_builder_add (winners, lair_seat_get_name (seat));
    }
  g_array_sort (results, compare_results);
  for (guint i = 0; i < results->len; i++)
    gtk_list_box_append (self->results_list, result_row_new (&g_array_index (results, Result, i)));

  names = g_strv_builder_end (winners);
  /* Translators: the separator between the names of tied winners */
  joined = g_strjoinv (_(" and "), names);
  title = g_strdup_printf (g_strv_length (names) > 1 ? _("%s Win") : _("%s Wins"), joined);
  adw_status_page_set_title (self->status_page, title);
  adw_status_page_set_description (self->status_page,
                                   g_strv_length (names) > 1 ? _("A tie, even on gold bars.") : NULL);
  gtk_widget_grab_focus (self->again_button);
}
