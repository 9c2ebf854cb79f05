/* lair-history-pages.c — one game of the history, and one player, as pages
 *
 * A game's page tells its story as the end of each dungeon told it when
 * it was played, in the same table: who sat where, how it ended, and
 * dungeon by dungeon how each seat came out, what it banked, its chest
 * and what the adventure came to. A player's page sums up a seat name.
 *
 * The pages act through the window's actions: `statistics.show-player`
 * (a name), `statistics.show-game` and `statistics.export-game` (a game
 * id), `statistics.filter-player` (a name), and the application's
 * `app.watch-game` (a game id). Seat names are always plain text.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "lair-ai.h"
#include "lair-dungeon-table.h"
#include "lair-history-pages.h"
#include "lair-labels.h"
#include "lair-room-item.h"
#include "lair-words-summary.h"

/**
 * lair_history_format_date:
 * @date: (nullable): when a game finished
 *
 * Returns: (transfer full): the date and time of day, as the history
 *   list shows them
 */
char *
lair_history_format_date (GDateTime *date)
{
  if (date == NULL)
    return g_strdup ("");
  /* Translators: when a game was played, see g_date_time_format(): the
   * day, the month's short name and the year, never the month as a
   * number, which reads differently in each country ("5 Dec 2026,
   * 17:40"); %H:%M is the time of day on a 24-hour clock (%I:%M %p for a
   * 12-hour one) */
  /* xgettext:no-c-format */
  return g_date_time_format (date, _("%-d %b %Y, %H:%M"));
}

static const char *
seat_name (const LairStoreGame *game,
           gint                 seat)
{
  if (seat < 0 || (guint) seat >= game->n_players || game->seats[seat].name == NULL)
    return "";
  return game->seats[seat].name;
}

/* Who won, in the words of the end of the game */
static char *
winners_text (const LairStoreGame *game)
{
  g_autoptr(GPtrArray) winners = g_ptr_array_new ();

  for (guint i = 0; i < game->n_players; i++)
    if (game->seats[i].winner)
      g_ptr_array_add (winners, (gpointer) seat_name (game, i));
  if (winners->len == 0)
    return NULL;
  return lair_winners_title (winners);
}

/* How a tie at the top was settled, as the end of the game said it, or
 * %NULL when the money alone decided */
static char *
tie_text (const LairStoreGame *game,
          LairStoreTieBreak    tie_break)
{
  g_autoptr(GPtrArray) tied = g_ptr_array_new ();
  g_autofree char *names = NULL;
  const LairStoreGameSeat *first = NULL;
  gint runner_up_bars = 0;

  if (tie_break == LAIR_STORE_TIE_NONE)
    return NULL;
  for (guint i = 0; i < game->n_players; i++)
    if (game->seats[i].winner && first == NULL)
      first = &game->seats[i];
  if (first == NULL)
    return NULL;

  for (guint i = 0; i < game->n_players; i++)
    if (game->seats[i].chest == first->chest)
      {
        g_ptr_array_add (tied, (gpointer) seat_name (game, i));
        if (!game->seats[i].winner)
          runner_up_bars = MAX (runner_up_bars, game->seats[i].gold_bars);
      }
  names = lair_join_names (tied);

  return lair_tie_text (names, first->chest,
                        tie_break == LAIR_STORE_TIE_GOLD_BARS
                        ? seat_name (game, (gint) (first - game->seats)) : NULL,
                        first->gold_bars, runner_up_bars);
}

/* The tie-break of a game without a story, as the store finds it */
static LairStoreTieBreak
find_tie_break (const LairStoreGame *game)
{
  guint n_winners = 0;
  gint best = G_MININT;
  guint n_best = 0;

  for (guint i = 0; i < game->n_players; i++)
    {
      if (game->seats[i].winner)
        n_winners++;
      if (game->seats[i].chest > best)
        {
          best = game->seats[i].chest;
          n_best = 1;
        }
      else if (game->seats[i].chest == best)
        n_best++;
    }
  if (n_winners > 1)
    return LAIR_STORE_TIE_SHARED;
  if (n_best > 1)
    return LAIR_STORE_TIE_GOLD_BARS;
  return LAIR_STORE_TIE_NONE;
}

static const char *
kind_text (const LairStoreGameSeat *seat)
{
  LairAiLevel level;

  if (!seat->computer)
    return _("Person");
  if (seat->level != NULL && lair_ai_level_parse (seat->level, &level))
    return lair_words_level (level.kind);
  return _("Computer player");
}

static GtkWidget *
seat_row_new (const LairStoreGame *game,
              guint                i)
{
  const LairStoreGameSeat *seat = &game->seats[i];
  g_autofree char *achievements = lair_achievements_text (seat->achievements);
  g_autofree char *score = lair_score_text (seat->chest, seat->gold_bars);
  g_autofree char *subtitle = NULL;
  g_autofree char *name = NULL;
  GtkWidget *icon;
  GtkWidget *label;
  GtkWidget *row;

  if (achievements[0] != '\0')
    /* Translators: under a seat's name on a game's page: its kind
     * ("Person", "Hard"), then the achievements it earned */
    subtitle = g_strdup_printf (_("%s · %s"), kind_text (seat), achievements);
  else
    subtitle = g_strdup (kind_text (seat));
  row = lair_text_row_new (seat_name (game, (gint) i), subtitle);
  adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 1);

  icon = gtk_image_new_from_icon_name (seat->computer ? "lair-computer-symbolic" : "lair-person-symbolic");
  gtk_accessible_update_property (GTK_ACCESSIBLE (icon),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  seat->computer ? _("Computer player") : _("Person"),
                                  -1);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), icon);

  if (seat->winner)
    {
      GtkWidget *trophy = gtk_image_new_from_icon_name ("lair-trophy-symbolic");

      gtk_accessible_update_property (GTK_ACCESSIBLE (trophy),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, _("Winner"),
                                      -1);
      gtk_widget_set_tooltip_text (trophy, _("Winner"));
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), trophy);
    }
  label = gtk_label_new (score);
  gtk_widget_add_css_class (label, "numeric");
  gtk_widget_add_css_class (label, "seat-score");
  if (seat->winner)
    gtk_widget_add_css_class (label, "heading");
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
  /* said with its score, as a sighted player reads the row */
  if (seat->winner)
    /* Translators: a seat that won, on a game's page, as a screen reader
     * says it: "Ann: $42 and 1 gold bar, winner" */
    name = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s: $%d and %d gold bar, winner",
                                         "%s: $%d and %d gold bars, winner", seat->gold_bars),
                            seat_name (game, (gint) i), seat->chest, seat->gold_bars);
  else
    /* Translators: a seat on a game's page, as a screen reader says it:
     * "Ann: $42 and 1 gold bar" */
    name = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s: $%d and %d gold bar",
                                         "%s: $%d and %d gold bars", seat->gold_bars),
                            seat_name (game, (gint) i), seat->chest, seat->gold_bars);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, subtitle,
                                  -1);
  gtk_accessible_reset_relation (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
  gtk_accessible_reset_relation (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_RELATION_DESCRIBED_BY);
  lair_action_row_make_link (row, "statistics.show-player", g_variant_new_string (seat_name (game, (gint) i)));
  return row;
}


static char *
exit_text (const LairStoreGame        *game,
           const LairStoreStoryExit   *exit)
{
  const char *name = seat_name (game, exit->seat);
  g_autofree char *take = NULL;

  if (exit->scared)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "The spider scares %s out, and %d gem is lost.",
                                         "The spider scares %s out, and %d gems are lost.", exit->lost),
                            name, exit->lost);

  if (exit->bars > 0)
    take = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d gems and %d gold bar worth $%d",
                                         "%d gems and %d gold bars worth $%d", exit->bars),
                            exit->gems, exit->bars, exit->bars_value);
  else
    take = lair_format_gems (exit->gems);
  if (exit->coins > 0)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s leaves with %s, and %d coin.",
                                         "%s leaves with %s, and %d coins.", exit->coins),
                            name, take, exit->coins);
  /* Translators: a name and what the seat takes out: "12 gems and 1 gold bar worth $6" */
  return g_strdup_printf (_("%s leaves with %s."), name, take);
}

/* One report per dungeon of a game */
typedef struct {
  LairDungeonReport *reports[LAIR_N_DUNGEONS];
} Reports;

static void
reports_clear (Reports *reports)
{
  for (guint d = 0; d < LAIR_N_DUNGEONS; d++)
    g_clear_object (&reports->reports[d]);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Reports, reports_clear)

static void
reports_event_cb (const LairEvent *event,
                  gpointer         data)
{
  Reports *reports = data;

  for (guint d = 0; d < LAIR_N_DUNGEONS; d++)
    lair_dungeon_report_add_event (reports->reports[d], event);
}

/* What each dungeon came to, for its table. The history keeps neither
 * what a seat banked in a dungeon nor the adventures' totals: this plays
 * the stored game again from its packed record (lair_playback_play(),
 * through lair_store_replay_game()), the replay the Watch button uses;
 * nothing in the store is migrated for it. */
static gboolean
replay_reports (LairStore           *store,
                const LairStoreGame *game,
                Reports             *reports)
{
  g_autoptr(GError) error = NULL;

  for (guint d = 0; d < LAIR_N_DUNGEONS; d++)
    reports->reports[d] = lair_dungeon_report_new_for_dungeon (MAX (game->n_players, 1), (gint) d);
  if (!lair_store_replay_game (store, game->id, reports_event_cb, reports, NULL, &error))
    {
      g_debug ("Game %" G_GINT64_FORMAT " told without its dungeons' tables: %s", game->id, error->message);
      reports_clear (reports);
      return FALSE;
    }
  return TRUE;
}

static GtkWidget *
dungeon_table_new (const LairStoreGame *game,
                   LairDungeonReport   *report)
{
  GtkWidget *table = lair_dungeon_table_new ();
  const char *names[LAIR_MAX_PLAYERS];

  for (guint i = 0; i < game->n_players; i++)
    names[i] = seat_name (game, (gint) i);
  lair_dungeon_table_set_report (LAIR_DUNGEON_TABLE (table), report, names, NULL);
  gtk_widget_set_margin_top (table, 6);
  return table;
}

static GtkWidget *
dungeon_group_new (const LairStoreGame         *game,
                   guint                        d,
                   const LairStoreStoryDungeon *story,
                   LairDungeonReport           *report)
{
  const LairDungeonRecord *record = &game->dungeons[d];
  GtkWidget *group = adw_preferences_group_new ();
  g_autofree char *title = g_strdup_printf (_("Dungeon %u"), d + 1);
  g_autofree char *adventure = NULL;
  g_autofree char *ending = NULL;
  g_autofree char *description = NULL;
  const char *adventure_title = lair_adventure_title (record->adventure);

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), title);
  /* Translators: %s is the adventure's name */
  adventure = g_strdup_printf (_("The adventure: %s."), adventure_title != NULL ? adventure_title : "");
  ending = lair_dungeon_ending_text (story != NULL ? story->depth : record->depth,
                        story != NULL ? story->lair_room : record->lair_room);
  description = g_strconcat (adventure, "\n", ending, NULL);
  /* the group's description is markup; a title of the game is not, but
   * may hold an ampersand */
  {
    g_autofree char *escaped = g_markup_escape_text (description, -1);

    adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group), escaped);
  }

  if (story == NULL)
    return group;

  if (report != NULL)
    {
      lair_preferences_group_add (ADW_PREFERENCES_GROUP (group), dungeon_table_new (game, report));
      return group;
    }

  /* one label for the whole dungeon: a page of rows, one per way out,
   * takes several times as long to show */
  if (story->exits->len > 0)
    {
      g_autoptr(GString) lines = g_string_new (NULL);
      GtkWidget *label;

      for (guint e = 0; e < story->exits->len; e++)
        {
          const LairStoreStoryExit *exit = &g_array_index (story->exits, LairStoreStoryExit, e);
          g_autofree char *text = exit_text (game, exit);
          g_autofree char *when = g_strdup_printf (_("Room %u"), (guint) MAX (exit->room, 0));

          if (e > 0)
            g_string_append_c (lines, '\n');
          /* Translators: when a seat came out of a dungeon, then how:
           * "Room 6 · Ada leaves with 4 gems." */
          g_string_append_printf (lines, _("%s · %s"), when, text);
        }
      label = gtk_label_new (lines->str);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_xalign (GTK_LABEL (label), 0.0);
      gtk_widget_add_css_class (label, "dungeon-exits");
      gtk_widget_set_margin_top (label, 12);
      gtk_widget_set_margin_bottom (label, 12);
      gtk_widget_set_margin_start (label, 12);
      gtk_widget_set_margin_end (label, 12);
      {
        GtkWidget *card = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);

        gtk_widget_add_css_class (card, "card");
        /* apart from the spider's row, which the group shows first */
        if (story->spider_took > 0)
          gtk_widget_set_margin_top (card, 12);
        gtk_box_append (GTK_BOX (card), label);
        lair_preferences_group_add (ADW_PREFERENCES_GROUP (group), card);
      }
    }
  if (story->spider_took > 0)
    {
      g_autofree char *gems = g_strdup_printf ("%'d", story->spider_took);
      /* Translators: on a game's page, the gems the spider took from the
       * hands in one dungeon; told apart from the statistic of all games,
       * "Gems Stolen by the Spider" */
      const char *took = _("Gems the Spider Took in This Dungeon");

      lair_preferences_group_add (ADW_PREFERENCES_GROUP (group), lair_value_row_new (took, NULL, gems));
    }
  return group;
}

static GtkWidget *
button_new (const char *label,
            const char *action,
            GVariant   *target)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (label);

  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action);
  gtk_actionable_set_action_target_value (GTK_ACTIONABLE (button), target);
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  /* said by its words, once, without the underline */
  lair_accessible_label_buttons (button);
  return button;
}

/**
 * lair_history_game_page_new:
 * @store: the history
 * @id: a game of it
 * @error: why the game cannot be shown
 *
 * The page of game @id: when it was played, the seats with their kinds,
 * final chests and bars, achievements and who won and how, and each
 * dungeon's story. A game that cannot be played again shows what the
 * history kept of it and says why it cannot be watched.
 *
 * Returns: (transfer floating) (nullable): the page, an
 *   #AdwPreferencesPage named "game-ID"
 */
GtkWidget *
lair_history_game_page_new (LairStore  *store,
                            gint64      id,
                            GError    **error)
{
  g_autoptr(LairStoreGameStory) story = NULL;
  g_autoptr(LairStoreGame) kept = NULL;
  g_auto(Reports) reports = { { NULL } };
  gboolean has_reports = FALSE;
  g_autoptr(GError) why = NULL;
  g_autofree char *date = NULL;
  g_autofree char *winners = NULL;
  g_autofree char *tie = NULL;
  g_autofree char *page_name = NULL;
  LairStoreTieBreak tie_break;
  const LairStoreGame *game;
  GtkWidget *page;
  GtkWidget *group;
  GtkWidget *buttons;
  GtkWidget *watch;

  g_return_val_if_fail (LAIR_IS_STORE (store), NULL);

  story = lair_store_get_game_story (store, id, &why);
  if (story == NULL)
    {
      if (!g_error_matches (why, LAIR_STORE_ERROR, LAIR_STORE_ERROR_NO_REPLAY))
        {
          g_propagate_error (error, g_steal_pointer (&why));
          return NULL;
        }
      kept = lair_store_get_game (store, id, error);
      if (kept == NULL)
        return NULL;
      game = kept;
      tie_break = find_tie_break (game);
    }
  else
    {
      game = story->game;
      tie_break = story->tie_break;
      has_reports = replay_reports (store, game, &reports);
    }

  page = adw_preferences_page_new ();
  page_name = g_strdup_printf ("game-%" G_GINT64_FORMAT, id);
  gtk_widget_set_name (page, page_name);

  /* when, who won and how, and what can be done with it */
  group = adw_preferences_group_new ();
  gtk_widget_add_css_class (group, "game-summary");
  date = lair_history_format_date (game->date);
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), date);
  winners = winners_text (game);
  tie = tie_text (game, tie_break);
  if (winners != NULL)
    {
      g_autofree char *text = tie != NULL ? g_strconcat (winners, "\n", tie, NULL) : g_strdup (winners);
      g_autofree char *escaped = g_markup_escape_text (text, -1);

      adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group), escaped);
    }

  buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  watch = button_new (_("_Watch"), "app.watch-game", g_variant_new_int64 (id));
  gtk_widget_set_tooltip_text (watch, _("Watch this game played again"));
  gtk_widget_add_css_class (watch, "suggested-action");
  gtk_box_append (GTK_BOX (buttons), watch);
  gtk_box_append (GTK_BOX (buttons),
                  button_new (_("_Export…"), "statistics.export-game", g_variant_new_int64 (id)));
  adw_preferences_group_set_header_suffix (ADW_PREFERENCES_GROUP (group), buttons);

  if (story == NULL)
    {
      /* the store's words for why it cannot be played again */
      GtkWidget *row = lair_text_row_new (why->message, NULL);

      adw_action_row_set_icon_name (ADW_ACTION_ROW (row), "dialog-information-symbolic");
      gtk_widget_add_css_class (row, "no-replay");
      lair_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
      gtk_widget_set_sensitive (watch, FALSE);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (watch), NULL);
    }
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (group));

  group = adw_preferences_group_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Seats"));
  for (guint i = 0; i < game->n_players; i++)
    lair_preferences_group_add (ADW_PREFERENCES_GROUP (group), seat_row_new (game, i));
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (group));

  for (guint d = 0; d < game->n_dungeons && d < LAIR_N_DUNGEONS; d++)
    adw_preferences_page_add (ADW_PREFERENCES_PAGE (page),
                              ADW_PREFERENCES_GROUP (dungeon_group_new (game, d,
                                                                        story != NULL ? &story->dungeons[d] : NULL,
                                                                        has_reports ? reports.reports[d] : NULL)));
  return page;
}

/**
 * lair_history_player_page_new:
 * @store: the history
 * @name: a seat name
 * @error: why the history could not be read
 *
 * The page of the seat name @name: its games, wins, best and average
 * score, gold bars, the hints it asked for and achievements, and its
 * newest games.
 *
 * Returns: (transfer floating) (nullable): the page, an
 *   #AdwPreferencesPage
 */
GtkWidget *
lair_history_player_page_new (LairStore  *store,
                              const char *name,
                              GError    **error)
{
  g_autoptr(LairStorePlayerPage) totals = NULL;
  g_autoptr(GPtrArray) games = NULL;
  g_autofree char *count = NULL;
  g_autofree char *wins = NULL;
  g_autofree char *best = NULL;
  g_autofree char *average = NULL;
  g_autofree char *bars = NULL;
  g_autofree char *hints = NULL;
  GtkWidget *page;
  GtkWidget *group;
  gboolean any_achievement = FALSE;

  g_return_val_if_fail (LAIR_IS_STORE (store), NULL);
  g_return_val_if_fail (name != NULL, NULL);

  totals = lair_store_get_player_page (store, name, error);
  if (totals == NULL)
    return NULL;
  games = lair_store_search_history (store, name, LAIR_STORE_SORT_DATE, FALSE,
                                     0, LAIR_PLAYER_PAGE_GAMES, error);
  if (games == NULL)
    return NULL;

  page = adw_preferences_page_new ();
  gtk_widget_set_name (page, "player");

  group = adw_preferences_group_new ();
  gtk_widget_add_css_class (group, "player-totals");
  count = g_strdup_printf ("%'" G_GINT64_FORMAT, totals->games);
  wins = g_strdup_printf ("%'" G_GINT64_FORMAT, totals->wins);
  best = totals->best_score >= 0 ? lair_words_money_total ((double) totals->best_score, 0) : g_strdup ("—");
  average = lair_words_money_total (totals->average_score, 1);
  bars = g_strdup_printf ("%'" G_GINT64_FORMAT, totals->gold_bars);
  /* the history has counted hints only since a later version */
  hints = totals->hints >= 0 ? g_strdup_printf ("%'" G_GINT64_FORMAT, totals->hints) : g_strdup ("—");
  lair_preferences_group_add (ADW_PREFERENCES_GROUP (group), lair_value_row_new (_("Games Played"), NULL, count));
  lair_preferences_group_add (ADW_PREFERENCES_GROUP (group), lair_value_row_new (_("Games Won"), NULL, wins));
  lair_preferences_group_add (ADW_PREFERENCES_GROUP (group), lair_value_row_new (_("Best Score"), NULL, best));
  lair_preferences_group_add (ADW_PREFERENCES_GROUP (group), lair_value_row_new (_("Average Score"), NULL, average));
  lair_preferences_group_add (ADW_PREFERENCES_GROUP (group), lair_value_row_new (_("Gold Bars"), NULL, bars));
  lair_preferences_group_add (ADW_PREFERENCES_GROUP (group), lair_value_row_new (_("Hints Asked For"), NULL, hints));
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (group));

  group = adw_preferences_group_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Achievements"));
  for (LairAchievement a = 0; a < LAIR_N_ACHIEVEMENTS; a++)
    {
      g_autofree char *number = NULL;
      g_autofree char *times = NULL;

      if (totals->achievements[a] == 0)
        continue;
      number = g_strdup_printf ("%'" G_GINT64_FORMAT, totals->achievements[a]);
      /* Translators: how many times an achievement was earned */
      times = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s time", "%s times",
                                            (gulong) MIN (totals->achievements[a], G_MAXLONG)),
                               number);
      lair_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                                  lair_value_row_new (lair_achievement_label (a),
                                                      lair_achievement_description (a), times));
      any_achievement = TRUE;
    }
  if (!any_achievement)
    lair_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                                lair_text_row_new (_("No achievement earned yet"), NULL));
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (group));

  group = adw_preferences_group_new ();
  gtk_widget_add_css_class (group, "player-games");
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Newest Games"));
  for (guint i = 0; i < games->len; i++)
    {
      const LairStoreGame *game = g_ptr_array_index (games, i);
      g_autofree char *date = lair_history_format_date (game->date);
      g_autofree char *subtitle = winners_text (game);
      GtkWidget *row = lair_text_row_new (date, subtitle);

      lair_action_row_make_link (row, "statistics.show-game", g_variant_new_int64 (game->id));
      lair_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
    }
  if (totals->games > (gint64) games->len)
    {
      g_autofree char *number = g_strdup_printf ("%'" G_GINT64_FORMAT, totals->games);
      g_autofree char *all = NULL;
      GtkWidget *row;

      /* Translators: the last row of a player's newest games */
      all = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "All %s Game", "All %s Games",
                                          (gulong) MIN (totals->games, G_MAXLONG)),
                             number);
      row = lair_text_row_new (all, NULL);
      lair_action_row_make_link (row, "statistics.filter-player", g_variant_new_string (name));
      lair_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
    }
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (group));
  return page;
}
