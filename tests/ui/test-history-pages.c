/* test-history-pages.c — the page of one stored game and of one player,
 * built from a small history without the window around them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "lair-dungeon-table.h"
#include "lair-game.h"
#include "lair-history-pages.h"
#include "lair-labels.h"
#include "lair-words.h"
#include "lair-words-summary.h"
#include "store-test-util.h"
#include "ui-test-utils.h"

static const char *names[] = { "<b>Ann</b> & Co", "Bo", "Cy" };

typedef struct {
  char *dir;
  LairStore *store;
} Fixture;

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;

  fixture->dir = test_make_tmpdir ();
  path = g_build_filename (fixture->dir, "history.db", NULL);
  fixture->store = lair_store_new (path, &error);
  g_assert_no_error (error);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  g_assert_finalize_object (fixture->store);
  test_remove_tree (fixture->dir);
  g_free (fixture->dir);
}

/* Three computers play a whole game, which the history keeps; without
 * @replay, with more choices than a record holds, as a game that cannot
 * be played again */
static gint64
record_game (LairStore *store,
             guint64    seed,
             gboolean   replay)
{
  g_autoptr(GError) error = NULL;
  LairStoreGameInfo info;
  LairGameRecord record;
  gint64 id = 0;

  test_play_game (seed, G_N_ELEMENTS (names), &record, &info);
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      info.seats[i].name = names[i];
      info.seats[i].level = i == 1 ? "hard" : "normal";
    }
  if (!replay)
    record.moves.overflow = TRUE;
  g_assert_true (lair_store_record_game (store, &info, &record, &id, &error));
  g_assert_no_error (error);
  return id;
}

static GPtrArray *
groups_of (GtkWidget *page)
{
  return ui_test_find_all (page, ADW_TYPE_PREFERENCES_GROUP, NULL, NULL);
}

static GPtrArray *
rows_of (GtkWidget *group)
{
  return ui_test_find_all (group, ADW_TYPE_ACTION_ROW, NULL, NULL);
}

static gboolean
has_icon (GtkWidget *widget,
          gpointer   name)
{
  return g_strcmp0 (gtk_image_get_icon_name (GTK_IMAGE (widget)), name) == 0;
}

/* The seats' group: a row per seat with its name as plain text, its
 * level and achievements, its score, a trophy for a winner, and a link
 * to the player's page */
static void
check_seats (GtkWidget           *group,
             const LairStoreGame *game)
{
  g_autoptr(GPtrArray) rows = rows_of (group);

  g_assert_cmpstr (adw_preferences_group_get_title (ADW_PREFERENCES_GROUP (group)), ==, "Seats");
  g_assert_cmpuint (rows->len, ==, game->n_players);
  for (guint i = 0; i < game->n_players; i++)
    {
      GtkWidget *row = g_ptr_array_index (rows, i);
      const LairStoreGameSeat *seat = &game->seats[i];
      g_autofree char *score = lair_score_text (seat->chest, seat->gold_bars);
      g_autofree char *achievements = lair_achievements_text (seat->achievements);
      g_autofree char *subtitle = NULL;
      const char *level = lair_words_level (i == 1 ? LAIR_AI_HARD : LAIR_AI_NORMAL);
      GtkWidget *label = ui_test_find (row, GTK_TYPE_LABEL, ui_test_has_class, (gpointer) "seat-score");

      subtitle = achievements[0] != '\0' ? g_strdup_printf ("%s · %s", level, achievements) : g_strdup (level);
      g_assert_false (adw_preferences_row_get_use_markup (ADW_PREFERENCES_ROW (row)));
      g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==, names[i]);
      g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==, subtitle);
      g_assert_nonnull (label);
      g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (label)), ==, score);
      g_assert_cmpint (gtk_widget_has_css_class (label, "heading"), ==, seat->winner);
      g_assert_cmpint (ui_test_find (row, GTK_TYPE_IMAGE, has_icon, (gpointer) "lair-trophy-symbolic") != NULL,
                       ==, seat->winner);
      g_assert_nonnull (ui_test_find (row, GTK_TYPE_IMAGE, has_icon, (gpointer) "lair-computer-symbolic"));
      g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (row)), ==, "statistics.show-player");
      g_assert_cmpstr (g_variant_get_string (gtk_actionable_get_action_target_value (GTK_ACTIONABLE (row)), NULL),
                       ==, names[i]);
    }
}

/* A dungeon's group: its number, its adventure by name and how it ended,
 * and the dungeon's table when the game could be played again */
static void
check_dungeon (GtkWidget                   *group,
               guint                        d,
               const LairStoreGame         *game,
               const LairStoreStoryDungeon *story)
{
  g_autofree char *title = g_strdup_printf ("Dungeon %u", d + 1);
  g_autofree char *ending = lair_dungeon_ending_text (story != NULL ? story->depth : game->dungeons[d].depth,
                                                      story != NULL ? story->lair_room : game->dungeons[d].lair_room);
  g_autofree char *description = g_strdup_printf ("The adventure: %s.\n%s",
                                                  lair_adventure_title (game->dungeons[d].adventure), ending);
  g_autofree char *escaped = g_markup_escape_text (description, -1);
  GtkWidget *table = ui_test_find (group, LAIR_TYPE_DUNGEON_TABLE, NULL, NULL);

  g_assert_cmpstr (adw_preferences_group_get_title (ADW_PREFERENCES_GROUP (group)), ==, title);
  g_assert_cmpstr (adw_preferences_group_get_description (ADW_PREFERENCES_GROUP (group)), ==, escaped);
  g_assert_cmpint (table != NULL, ==, story != NULL);
  if (table != NULL)
    {
      GtkListBox *list = lair_dungeon_table_get_list (LAIR_DUNGEON_TABLE (table));

      /* a row per seat */
      g_assert_nonnull (gtk_list_box_get_row_at_index (list, (int) game->n_players - 1));
      g_assert_null (gtk_list_box_get_row_at_index (list, (int) game->n_players));
    }
}

static void
test_game_page (Fixture       *fixture,
                gconstpointer  data)
{
  gint64 id = record_game (fixture->store, 41, TRUE);
  g_autoptr(GError) error = NULL;
  g_autoptr(LairStoreGameStory) story = lair_store_get_game_story (fixture->store, id, &error);
  g_autofree char *page_name = g_strdup_printf ("game-%" G_GINT64_FORMAT, id);
  g_autoptr(GPtrArray) groups = NULL;
  GtkWidget *page;
  GtkWidget *watch;
  GtkWidget *summary;
  const LairStoreGame *game;
  g_autoptr(GPtrArray) winners = g_ptr_array_new ();
  g_autofree char *winners_title = NULL;

  g_assert_no_error (error);
  game = story->game;
  page = g_object_ref_sink (lair_history_game_page_new (fixture->store, id, &error));
  g_assert_no_error (error);
  g_assert_true (ADW_IS_PREFERENCES_PAGE (page));
  g_assert_cmpstr (gtk_widget_get_name (page), ==, page_name);

  /* when, who won, and the ways to watch it and export it */
  groups = groups_of (page);
  g_assert_cmpuint (game->n_dungeons, ==, LAIR_N_DUNGEONS);
  g_assert_cmpuint (groups->len, ==, 2 + game->n_dungeons);
  summary = g_ptr_array_index (groups, 0);
  g_assert_true (gtk_widget_has_css_class (summary, "game-summary"));
  for (guint i = 0; i < game->n_players; i++)
    if (game->seats[i].winner)
      g_ptr_array_add (winners, (gpointer) names[i]);
  g_assert_cmpuint (winners->len, >, 0);
  winners_title = lair_winners_title (winners);
  {
    g_autofree char *escaped = g_markup_escape_text (winners_title, -1);

    g_assert_true (g_str_has_prefix (adw_preferences_group_get_description (ADW_PREFERENCES_GROUP (summary)),
                                     escaped));
  }
  watch = ui_test_find_button (page, "Watch");
  g_assert_nonnull (watch);
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (watch)), ==, "app.watch-game");
  g_assert_cmpint (g_variant_get_int64 (gtk_actionable_get_action_target_value (GTK_ACTIONABLE (watch))), ==, id);
  g_assert_nonnull (ui_test_find_button (page, "Export…"));
  g_assert_null (ui_test_find (page, ADW_TYPE_ACTION_ROW, ui_test_has_class, (gpointer) "no-replay"));

  check_seats (g_ptr_array_index (groups, 1), game);
  for (guint d = 0; d < game->n_dungeons; d++)
    check_dungeon (g_ptr_array_index (groups, 2 + d), d, game, &story->dungeons[d]);

  g_assert_finalize_object (page);
}

/* A game kept without its choices: what the history kept, why it cannot
 * be watched, and no dungeon tables */
static void
test_game_page_no_replay (Fixture       *fixture,
                          gconstpointer  data)
{
  gint64 id = record_game (fixture->store, 42, FALSE);
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) why = NULL;
  g_autoptr(LairStoreGame) game = lair_store_get_game (fixture->store, id, &error);
  g_autoptr(GPtrArray) groups = NULL;
  GtkWidget *page;
  GtkWidget *row;
  GtkWidget *watch;

  g_assert_no_error (error);
  g_assert_null (lair_store_get_game_story (fixture->store, id, &why));
  g_assert_error (why, LAIR_STORE_ERROR, LAIR_STORE_ERROR_NO_REPLAY);

  page = g_object_ref_sink (lair_history_game_page_new (fixture->store, id, &error));
  g_assert_no_error (error);
  row = ui_test_find (page, ADW_TYPE_ACTION_ROW, ui_test_has_class, (gpointer) "no-replay");
  g_assert_nonnull (row);
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==, why->message);
  watch = ui_test_find_button (page, "Watch");
  g_assert_false (gtk_widget_get_sensitive (watch));
  g_assert_null (gtk_actionable_get_action_name (GTK_ACTIONABLE (watch)));

  groups = groups_of (page);
  g_assert_cmpuint (groups->len, ==, 2 + game->n_dungeons);
  check_seats (g_ptr_array_index (groups, 1), game);
  for (guint d = 0; d < game->n_dungeons; d++)
    check_dungeon (g_ptr_array_index (groups, 2 + d), d, game, NULL);

  g_assert_finalize_object (page);
}

/* A game the history does not have is an error, and no page */
static void
test_game_page_missing (Fixture       *fixture,
                        gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  g_assert_null (lair_history_game_page_new (fixture->store, 12345, &error));
  g_assert_nonnull (error);
}

static const char *
value_of (GtkWidget *page,
          const char *title)
{
  g_autoptr(GPtrArray) rows = ui_test_find_all (page, ADW_TYPE_ACTION_ROW, NULL, NULL);

  for (guint i = 0; i < rows->len; i++)
    {
      GtkWidget *row = g_ptr_array_index (rows, i);

      if (g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), title) == 0)
        {
          GtkWidget *value = ui_test_find (row, GTK_TYPE_LABEL, ui_test_has_class, (gpointer) "statistic-value");

          g_assert_nonnull (value);
          return gtk_label_get_text (GTK_LABEL (value));
        }
    }
  g_error ("no row %s", title);
}

/* A player's totals over the two games, their achievements, and the
 * games, newest first, each leading to its page */
static void
test_player_page (Fixture       *fixture,
                  gconstpointer  data)
{
  gint64 first = record_game (fixture->store, 41, TRUE);
  gint64 second = record_game (fixture->store, 43, TRUE);
  g_autoptr(LairStoreGame) a = lair_store_get_game (fixture->store, first, NULL);
  g_autoptr(LairStoreGame) b = lair_store_get_game (fixture->store, second, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) groups = NULL;
  g_autoptr(GPtrArray) games = NULL;
  g_autofree char *wins = g_strdup_printf ("%d", a->seats[1].winner + b->seats[1].winner);
  g_autofree char *bars = g_strdup_printf ("%d", a->seats[1].gold_bars + b->seats[1].gold_bars);
  g_autofree char *best = lair_words_money_total ((double) MAX (a->seats[1].chest, b->seats[1].chest), 0);
  GtkWidget *page;

  page = g_object_ref_sink (lair_history_player_page_new (fixture->store, "Bo", &error));
  g_assert_no_error (error);
  g_assert_cmpstr (gtk_widget_get_name (page), ==, "player");
  g_assert_cmpstr (value_of (page, "Games Played"), ==, "2");
  g_assert_cmpstr (value_of (page, "Games Won"), ==, wins);
  g_assert_cmpstr (value_of (page, "Gold Bars"), ==, bars);
  g_assert_cmpstr (value_of (page, "Best Score"), ==, best);

  /* each achievement Bo earned, with how often */
  for (LairAchievement k = 0; k < LAIR_N_ACHIEVEMENTS; k++)
    {
      guint times = ((a->seats[1].achievements >> k) & 1) + ((b->seats[1].achievements >> k) & 1);
      g_autoptr(GPtrArray) rows = ui_test_find_all (page, ADW_TYPE_ACTION_ROW, NULL, NULL);
      gboolean shown = FALSE;

      for (guint i = 0; i < rows->len; i++)
        shown |= g_strcmp0 (adw_preferences_row_get_title (g_ptr_array_index (rows, i)),
                            lair_achievement_label (k)) == 0;
      g_assert_cmpint (shown, ==, times > 0);
      if (times > 0)
        g_assert_cmpstr (value_of (page, lair_achievement_label (k)), ==, times == 1 ? "1 time" : "2 times");
    }

  groups = groups_of (page);
  g_assert_cmpuint (groups->len, ==, 3);
  games = rows_of (g_ptr_array_index (groups, 2));
  g_assert_cmpuint (games->len, ==, 2);
  g_assert_cmpint (g_variant_get_int64 (gtk_actionable_get_action_target_value (g_ptr_array_index (games, 0))),
                   ==, second);
  g_assert_cmpint (g_variant_get_int64 (gtk_actionable_get_action_target_value (g_ptr_array_index (games, 1))),
                   ==, first);
  g_assert_cmpstr (gtk_actionable_get_action_name (g_ptr_array_index (games, 0)), ==, "statistics.show-game");
  g_assert_finalize_object (page);

  /* a name that never played: nothing earned, no games */
  page = g_object_ref_sink (lair_history_player_page_new (fixture->store, "Nobody", &error));
  g_assert_no_error (error);
  g_assert_cmpstr (value_of (page, "Games Played"), ==, "0");
  g_assert_nonnull (ui_test_find (page, ADW_TYPE_ACTION_ROW, NULL, NULL));
  {
    g_autoptr(GPtrArray) rows = ui_test_find_all (page, ADW_TYPE_ACTION_ROW, NULL, NULL);
    gboolean none = FALSE;

    for (guint i = 0; i < rows->len; i++)
      none |= g_strcmp0 (adw_preferences_row_get_title (g_ptr_array_index (rows, i)),
                         "No achievement earned yet") == 0;
    g_assert_true (none);
  }
  g_assert_finalize_object (page);
}

int
main (int   argc,
      char *argv[])
{
  ui_test_init (&argc, &argv);

  g_test_add ("/history-pages/game", Fixture, NULL, fixture_set_up, test_game_page, fixture_tear_down);
  g_test_add ("/history-pages/game-no-replay", Fixture, NULL,
              fixture_set_up, test_game_page_no_replay, fixture_tear_down);
  g_test_add ("/history-pages/game-missing", Fixture, NULL,
              fixture_set_up, test_game_page_missing, fixture_tear_down);
  g_test_add ("/history-pages/player", Fixture, NULL, fixture_set_up, test_player_page, fixture_tear_down);
  return ui_test_run ();
}
