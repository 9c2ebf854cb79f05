/* lair-summary-view.c — the results at the end of a game: a podium, every
 * chest dungeon by dungeon, and the achievements earned
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "lair-chest-chart.h"
#include "lair-labels.h"
#include "lair-seat-token.h"
#include "lair-sprite.h"
#include "lair-summary-view.h"
#include "lair-words-summary.h"

struct _LairSummaryView
{
  GtkWidget         parent_instance;

  GtkWidget        *scroller;
  GtkLabel         *title_label;
  GtkLabel         *tie_label;
  GtkBox           *podium;
  GtkListBox       *results_list;
  GtkWidget        *chart_title;
  LairChestChart   *chart;
  GtkWidget        *again_button;
};

G_DEFINE_FINAL_TYPE (LairSummaryView, lair_summary_view, GTK_TYPE_WIDGET)

typedef struct {
  LairGameSession *session;
  LairSeat *seat;
  const LairSeatRecord *record;
  guint place;   /* 1 for the best; ties share a place */
} Result;

static const char * const achievement_art[LAIR_N_ACHIEVEMENTS] = {
  [LAIR_ACHIEVEMENT_HIGHEST_SCORE]    = "achievement-highest-score",
  [LAIR_ACHIEVEMENT_DEEPEST_EXPLORER] = "achievement-deepest-explorer",
  [LAIR_ACHIEVEMENT_MOST_GEMS_LOST]   = "achievement-most-gems-lost",
  [LAIR_ACHIEVEMENT_BOLD]             = "achievement-bold",
  [LAIR_ACHIEVEMENT_TIMID]            = "achievement-timid",
  [LAIR_ACHIEVEMENT_PSYCHIC]          = "achievement-psychic",
  [LAIR_ACHIEVEMENT_SKYNET]           = "achievement-skynet",
};

static gint
compare_scores (const Result *a,
                const Result *b)
{
  if (a->record->chest != b->record->chest)
    return b->record->chest - a->record->chest;
  return b->record->gold_bars - a->record->gold_bars;
}

static gint
compare_results (gconstpointer a,
                 gconstpointer b)
{
  gint by_score = compare_scores (a, b);

  if (by_score != 0)
    return by_score;
  return (gint) lair_seat_get_index (((const Result *) a)->seat) -
         (gint) lair_seat_get_index (((const Result *) b)->seat);
}

/* Says in words how the game was decided when the money alone did not:
 * a tie that the gold bars broke, or one they did not. @results are the
 * seats, best first. */
static char *
tie_text (GArray *results)
{
  const Result *first;
  const Result *second;
  g_autoptr(GPtrArray) tied = g_ptr_array_new ();
  g_autofree char *names = NULL;

  if (results->len < 2)
    return NULL;
  first = &g_array_index (results, Result, 0);
  second = &g_array_index (results, Result, 1);
  if (first->record->chest != second->record->chest)
    return NULL;

  for (guint i = 0; i < results->len; i++)
    {
      const Result *r = &g_array_index (results, Result, i);

      if (r->record->chest == first->record->chest)
        g_ptr_array_add (tied, (gpointer) lair_seat_get_name (r->seat));
    }
  names = lair_join_names (tied);

  return lair_tie_text (names, first->record->chest,
                        first->record->gold_bars != second->record->gold_bars
                        ? lair_seat_get_name (first->seat) : NULL,
                        first->record->gold_bars, second->record->gold_bars);
}

static GtkWidget *
podium_place_new (const Result *result)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  GtkWidget *token = lair_seat_token_new (lair_seat_get_index (result->seat));
  GtkWidget *name = gtk_label_new (lair_seat_get_name (result->seat));
  g_autofree char *score = lair_score_text (result->record->chest, result->record->gold_bars);
  GtkWidget *score_label = gtk_label_new (score);
  g_autofree char *number = g_strdup_printf ("%u", result->place);
  GtkWidget *step = gtk_label_new (number);
  const char *initial = lair_seat_get_mark (result->seat);
  g_autofree char *spoken = NULL;
  static const char * const steps[] = { "first", "second", "third" };

  lair_seat_token_set_initial (LAIR_SEAT_TOKEN (token), initial);
  gtk_widget_set_size_request (token, 44, 44);
  gtk_widget_set_halign (token, GTK_ALIGN_CENTER);
  /* a long name takes a second line rather than lose its end */
  gtk_label_set_wrap (GTK_LABEL (name), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (name), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_lines (GTK_LABEL (name), 2);
  gtk_label_set_justify (GTK_LABEL (name), GTK_JUSTIFY_CENTER);
  gtk_label_set_ellipsize (GTK_LABEL (name), PANGO_ELLIPSIZE_END);
  gtk_label_set_max_width_chars (GTK_LABEL (name), 12);
  gtk_widget_add_css_class (name, "heading");
  gtk_widget_add_css_class (score_label, "caption");
  gtk_widget_add_css_class (score_label, "numeric");
  gtk_widget_add_css_class (step, "podium-step");
  gtk_widget_add_css_class (step, steps[MIN (result->place, 3) - 1]);
  gtk_widget_add_css_class (step, "title-2");

  gtk_box_append (GTK_BOX (box), token);
  gtk_box_append (GTK_BOX (box), name);
  gtk_box_append (GTK_BOX (box), score_label);
  gtk_box_append (GTK_BOX (box), step);
  gtk_widget_set_valign (box, GTK_ALIGN_END);
  gtk_widget_set_size_request (box, 100, -1);

  /* Translators: a place on the podium, "1st: Ada, $31 · 3 bars" */
  spoken = g_strdup_printf (_("Place %u: %s, %s"), result->place, lair_seat_get_name (result->seat), score);
  gtk_accessible_update_property (GTK_ACCESSIBLE (box), GTK_ACCESSIBLE_PROPERTY_LABEL, spoken, -1);
  gtk_accessible_update_state (GTK_ACCESSIBLE (token), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  return box;
}

/* The podium: second, first, third from the left, as on a real one */
static void
fill_podium (LairSummaryView *self,
             GArray          *results)
{
  GtkWidget *child;
  guint n = MIN (results->len, 3);
  static const guint order[3][3] = { { 0 }, { 1, 0 }, { 1, 0, 2 } };

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->podium))) != NULL)
    gtk_box_remove (self->podium, child);
  if (n == 0)
    return;
  for (guint i = 0; i < n; i++)
    gtk_box_append (self->podium, podium_place_new (&g_array_index (results, Result, order[n - 1][i])));
}

static GtkWidget *
achievements_box_new (guint32 achievements)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);

  for (LairAchievement a = 0; a < LAIR_N_ACHIEVEMENTS; a++)
    {
      GtkWidget *badge;
      g_autofree char *tooltip = NULL;

      if (!(achievements & (1u << a)))
        continue;
      badge = lair_sprite_new (achievement_art[a], 24, 24);
      tooltip = g_strdup_printf ("%s — %s", lair_achievement_label (a), lair_achievement_description (a));
      gtk_widget_set_tooltip_text (badge, tooltip);
      gtk_box_append (GTK_BOX (box), badge);
    }
  return box;
}

/* What a seat had after each dungeon, in words: "$4, $12, $20" */
static char *
dungeons_text (LairGameSession *session,
               LairSeat        *seat,
               gint            *chests,
               guint           *n_chests)
{
  g_autoptr(GString) text = g_string_new (NULL);

  *n_chests = 0;
  for (guint d = 0; d < LAIR_N_DUNGEONS; d++)
    {
      gint chest = lair_game_session_get_dungeon_chest (session, lair_seat_get_index (seat), d);

      if (chest < 0)
        break;
      chests[(*n_chests)++] = chest;
      if (d > 0)
        g_string_append (text, _(", "));
      {
        g_autofree char *money = lair_words_money (chest);

        g_string_append (text, money);
      }
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static GtkWidget *
result_row_new (const Result *result,
                const char   *by_dungeon)
{
  GtkWidget *row = adw_action_row_new ();
  g_autofree char *achievements = lair_achievements_text (result->record->achievements);
  g_autofree char *score = lair_score_text (result->record->chest, result->record->gold_bars);
  g_autofree char *description = NULL;
  const char *initial = lair_seat_get_mark (result->seat);
  GtkWidget *token = lair_seat_token_new (lair_seat_get_index (result->seat));
  GtkWidget *suffix;
  GtkWidget *label;

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), lair_seat_get_name (result->seat));
  /* the chest after each dungeon, "$4, $12, $20", as the chart draws it */
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), by_dungeon);

  lair_seat_token_set_initial (LAIR_SEAT_TOKEN (token), initial);
  gtk_widget_set_size_request (token, 28, 28);
  gtk_widget_set_valign (token, GTK_ALIGN_CENTER);
  gtk_accessible_update_state (GTK_ACCESSIBLE (token), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), token);

  /* the score, and under it the achievements' pictures, which leaves
   * the name and the chests their width on a phone */
  suffix = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  gtk_widget_set_valign (suffix, GTK_ALIGN_CENTER);
  label = gtk_label_new (score);
  gtk_label_set_xalign (GTK_LABEL (label), 1);
  gtk_widget_add_css_class (label, "numeric");
  if (result->record->winner)
    gtk_widget_add_css_class (label, "heading");
  gtk_box_append (GTK_BOX (suffix), label);
  if (result->record->achievements != 0)
    {
      GtkWidget *pictures = achievements_box_new (result->record->achievements);

      gtk_widget_set_halign (pictures, GTK_ALIGN_END);
      gtk_box_append (GTK_BOX (suffix), pictures);
    }
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), suffix);

  /* Translators: a results row for screen readers: place, score, then achievements */
  description = g_strdup_printf (_("Place %u, %s; dungeon by dungeon: %s%s%s"), result->place, score, by_dungeon,
                                 achievements[0] != '\0' ? _("; achievements: ") : "", achievements);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description, -1);
  /* said instead of the subtitle alone, which a newer libadwaita describes
   * the row by, and which a relation would put before the description */
  gtk_accessible_reset_relation (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_RELATION_DESCRIBED_BY);
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

/* The results come after the board has told the last dungeon, so the
 * keyboard goes to Play Again when they are shown, not when they are
 * filled in */
static void
lair_summary_view_map (GtkWidget *widget)
{
  LairSummaryView *self = LAIR_SUMMARY_VIEW (widget);

  GTK_WIDGET_CLASS (lair_summary_view_parent_class)->map (widget);
  gtk_widget_grab_focus (self->again_button);
}

static void
lair_summary_view_class_init (LairSummaryViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = lair_summary_view_dispose;
  widget_class->map = lair_summary_view_map;

  g_type_ensure (LAIR_TYPE_CHEST_CHART);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/spiderlair/SpiderLair/lair-summary-view.ui");
  gtk_widget_class_bind_template_child (widget_class, LairSummaryView, scroller);
  gtk_widget_class_bind_template_child (widget_class, LairSummaryView, title_label);
  gtk_widget_class_bind_template_child (widget_class, LairSummaryView, tie_label);
  gtk_widget_class_bind_template_child (widget_class, LairSummaryView, podium);
  gtk_widget_class_bind_template_child (widget_class, LairSummaryView, results_list);
  gtk_widget_class_bind_template_child (widget_class, LairSummaryView, chart_title);
  gtk_widget_class_bind_template_child (widget_class, LairSummaryView, chart);
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
 * Shows the winners on a podium, how ties were settled, everybody's
 * score and chest dungeon by dungeon, and the achievements earned.
 */
void
lair_summary_view_show_game (LairSummaryView      *self,
                             LairGameSession      *session,
                             const LairGameRecord *record)
{
  g_autoptr(GArray) results = g_array_new (FALSE, FALSE, sizeof (Result));
  g_autoptr(GPtrArray) winners = g_ptr_array_new ();
  g_autofree char *title = NULL;
  g_autofree char *tie = NULL;
  GtkWidget *child;

  g_return_if_fail (LAIR_IS_SUMMARY_VIEW (self));

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->results_list))) != NULL)
    gtk_list_box_remove (self->results_list, child);
  lair_chest_chart_clear (self->chart);

  for (guint i = 0; i < LAIR_N_SEATS; i++)
    {
      LairSeat *seat = lair_game_session_get_seat (session, i);
      gint p = lair_seat_get_player (seat);
      Result result = { 0 };

      if (p < 0 || (guint) p >= record->n_players)
        continue;
      result.session = session;
      result.seat = seat;
      result.record = &record->seats[p];
      g_array_append_val (results, result);
    }
  g_array_sort (results, compare_results);
  for (guint i = 0; i < results->len; i++)
    {
      Result *r = &g_array_index (results, Result, i);

      r->place = i > 0 && compare_scores (r, r - 1) == 0 ? r[-1].place : i + 1;
      if (r->record->winner)
        g_ptr_array_add (winners, (gpointer) lair_seat_get_name (r->seat));
    }

  for (guint i = 0; i < results->len; i++)
    {
      const Result *r = &g_array_index (results, Result, i);
      gint chests[LAIR_N_DUNGEONS];
      guint n_chests;
      g_autofree char *by_dungeon = dungeons_text (session, r->seat, chests, &n_chests);

      gtk_list_box_append (self->results_list, result_row_new (r, by_dungeon));
      if (n_chests > 0)
        lair_chest_chart_add_line (self->chart, lair_seat_get_index (r->seat), chests, n_chests);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->chart), lair_chest_chart_get_n_lines (self->chart) > 0);
  gtk_widget_set_visible (self->chart_title, lair_chest_chart_get_n_lines (self->chart) > 0);
  fill_podium (self, results);

  title = lair_winners_title (winners);
  gtk_label_set_text (self->title_label, title);
  tie = tie_text (results);
  gtk_label_set_text (self->tie_label, tie != NULL ? tie : "");
  gtk_widget_set_visible (GTK_WIDGET (self->tie_label), tie != NULL);
  gtk_widget_grab_focus (self->again_button);
}

/**
 * lair_summary_view_get_tie_text:
 * @self: a #LairSummaryView
 *
 * Returns: (nullable): how a tie at the top was settled, in words, or
 *   %NULL when the money alone decided
 */
const char *
lair_summary_view_get_tie_text (LairSummaryView *self)
{
  g_return_val_if_fail (LAIR_IS_SUMMARY_VIEW (self), NULL);

  if (!gtk_widget_get_visible (GTK_WIDGET (self->tie_label)))
    return NULL;
  return gtk_label_get_text (self->tie_label);
}
