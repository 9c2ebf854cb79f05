/* test-statistics.c — the statistics window over real histories: empty,
 * played, with names that look like markup, large, and unwritable
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "lair-game.h"
#include "lair-history-model.h"
#include "lair-score-chart.h"
#include "lair-statistics-window.h"
#include "ui-test-utils.h"

#define N_GAMES     12
#define MANY_GAMES  20000

static const char markup_name[] = "<b>Ann</b> & Co";

/* Plays a whole game of computers with the core and records it; the
 * first seat is called @first_name when it is given. */
static gint64
record_game (LairStore  *store,
             guint64     seed,
             guint       n_players,
             const char *first_name)
{
  g_autoptr(GError) error = NULL;
  char names[LAIR_MAX_PLAYERS][16];
  LairStoreGameInfo info = { 0 };
  LairGameRecord record;
  LairGameConfig config;
  LairGame *game;
  gint64 id = 0;

  lair_game_config_init (&config, n_players, seed);
  config.computers = (1u << n_players) - 1;
  game = lair_game_new (&config);
  lair_record_begin (&record);
  lair_game_set_event_func (game, lair_record_event, &record);
  lair_game_reset (game, &config);
  lair_game_play_computers (game);
  g_assert_true (record.finished);
  lair_game_free (game);

  info.duration = (GTimeSpan) (60 + seed % 600) * G_TIME_SPAN_SECOND;
  info.seed = seed;
  for (guint i = 0; i < n_players; i++)
    {
      g_snprintf (names[i], sizeof names[i], "Computer %u", i + 1);
      info.seats[i].name = names[i];
      info.seats[i].level = "normal";
    }
  if (first_name != NULL)
    info.seats[0].name = first_name;

  g_assert_true (lair_store_record_game (store, &info, &record, &id, &error));
  g_assert_no_error (error);
  return id;
}

/* The tests of this program share their data folder: each starts with no
 * history at all. */
static void
fresh_history (void)
{
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "spider-lair", NULL);
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  if (dir != NULL)
    while ((name = g_dir_read_name (dir)) != NULL)
      {
        g_autofree char *file = g_build_filename (path, name, NULL);

        g_assert_cmpint (g_unlink (file), ==, 0);
      }
  g_remove (path);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
}

static LairStore *
app_store (LairApplication *app)
{
  g_autoptr(GError) error = NULL;
  LairStore *store = lair_application_get_store (app, &error);

  g_assert_no_error (error);
  g_assert_nonnull (store);
  return store;
}

static void
record_games (LairStore *store,
              guint      n_games,
              guint64    first_seed)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (lair_store_begin_batch (store, &error));
  for (guint i = 0; i < n_games; i++)
    record_game (store, first_seed + i, 2 + i % 8, NULL);
  g_assert_true (lair_store_end_batch (store, &error));
  g_assert_no_error (error);
}

static GtkWidget *
open_window (LairApplication *app)
{
  GtkWindow *window = lair_statistics_window_new (app, NULL);

  g_assert_true (LAIR_IS_STATISTICS_WINDOW (window));
  ui_test_present (window);
  return GTK_WIDGET (window);
}

static void
close_window (GtkWidget *window)
{
  ui_test_destroy (GTK_WINDOW (window));
}

static gboolean
row_titled (GtkWidget *widget,
            gpointer   data)
{
  return g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), data) == 0;
}

static GtkWidget *
find_row (GtkWidget  *root,
          const char *title)
{
  GtkWidget *row = ui_test_find (root, ADW_TYPE_PREFERENCES_ROW, row_titled, (gpointer) title);

  g_assert_nonnull (row);
  return row;
}

static gboolean
is_value_label (GtkWidget *widget,
                gpointer   data)
{
  return gtk_widget_has_css_class (widget, "statistic-value");
}

static const char *
row_value (GtkWidget  *root,
           const char *title)
{
  GtkWidget *label = ui_test_find (find_row (root, title), GTK_TYPE_LABEL, is_value_label, NULL);

  g_assert_nonnull (label);
  return gtk_label_get_text (GTK_LABEL (label));
}

static char *
expected_count (gint64 value)
{
  return g_strdup_printf ("%'" G_GINT64_FORMAT, value);
}

static char *
expected_money (gint64 value)
{
  g_autofree char *number = expected_count (value);

  return g_strdup_printf ("$%s", number);
}

static gboolean
label_is (GtkWidget *widget,
          gpointer   data)
{
  return g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), data) == 0;
}

static gboolean
label_starts_with (GtkWidget *widget,
                   gpointer   data)
{
  return g_str_has_prefix (gtk_label_get_text (GTK_LABEL (widget)), data);
}

static void show_page (GtkWidget  *window,
                       const char *name);

/* The list of games gets its model when its page is first shown. */
static LairHistoryModel *
window_history (GtkWidget *window)
{
  GtkWidget *view = ui_test_find (window, GTK_TYPE_COLUMN_VIEW, NULL, NULL);
  GtkSelectionModel *selection;

  g_assert_nonnull (view);
  g_assert_null (gtk_column_view_get_model (GTK_COLUMN_VIEW (view)));
  show_page (window, "history");
  selection = gtk_column_view_get_model (GTK_COLUMN_VIEW (view));
  g_assert_true (GTK_IS_NO_SELECTION (selection));
  return LAIR_HISTORY_MODEL (gtk_no_selection_get_model (GTK_NO_SELECTION (selection)));
}

static void
show_page (GtkWidget  *window,
           const char *name)
{
  GtkWidget *stack = ui_test_find (window, ADW_TYPE_VIEW_STACK, NULL, NULL);

  g_assert_nonnull (stack);
  adw_view_stack_set_visible_child_name (ADW_VIEW_STACK (stack), name);
  ui_test_wait_until (ui_test_is_showing (adw_view_stack_get_visible_child (ADW_VIEW_STACK (stack))));
}

static void
test_empty (void)
{
  g_autoptr(LairApplication) app = ui_test_application_new ();
  GtkWidget *window = open_window (app);
  GtkWidget *page;

  page = ui_test_find (window, ADW_TYPE_STATUS_PAGE, NULL, NULL);
  g_assert_nonnull (page);
  g_assert_cmpstr (adw_status_page_get_title (ADW_STATUS_PAGE (page)), ==, "No Games Yet");
  g_assert_true (ui_test_is_showing (page));
  /* nothing to switch between */
  g_assert_false (ui_test_is_showing (ui_test_find (window, GTK_TYPE_COLUMN_VIEW, NULL, NULL)));
  g_assert_false (ui_test_is_showing (ui_test_find (window, LAIR_TYPE_SCORE_CHART, NULL, NULL)));
  close_window (window);
}

static void
test_numbers (void)
{
  g_autoptr(LairApplication) app = ui_test_application_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) values = NULL;
  g_autofree char *games = NULL;
  g_autofree char *players = NULL;
  g_autofree char *gems = NULL;
  g_autofree char *highest = NULL;
  g_autofree char *lowest = NULL;
  g_autofree char *average = NULL;
  g_autofree char *average_number = NULL;
  g_autofree char *bars_value = NULL;
  LairStore *store = app_store (app);
  const char *summary;
  GtkWidget *window;
  GtkWidget *chart;
  LairStats stats;
  guint n_fields;

  record_games (store, N_GAMES, 1000);
  g_assert_true (lair_store_get_stats (store, &stats, &error));
  g_assert_no_error (error);
  g_assert_cmpint (stats.games_played, ==, N_GAMES);
  g_assert_cmpint (stats.gems_looted, >, 0);
  g_assert_cmpint (stats.lowest_winning_score, <, stats.highest_winning_score);

  window = open_window (app);
  g_assert_true (ui_test_is_showing (ui_test_find (window, LAIR_TYPE_SCORE_CHART, NULL, NULL)));

  games = expected_count (stats.games_played);
  players = expected_count (stats.players);
  gems = expected_count (stats.gems_looted);
  highest = expected_money (stats.highest_winning_score);
  lowest = expected_money (stats.lowest_winning_score);
  bars_value = expected_money (stats.gold_bars_value);
  average_number = g_strdup_printf ("%'.1f", lair_stats_average (&stats));
  average = g_strdup_printf ("$%s", average_number);
  g_assert_cmpstr (row_value (window, "Games Played"), ==, games);
  g_assert_cmpstr (row_value (window, "Number of Players"), ==, players);
  g_assert_cmpstr (row_value (window, "Gems Looted"), ==, gems);
  g_assert_cmpstr (row_value (window, "Gold Bars Sold For"), ==, bars_value);
  g_assert_cmpstr (row_value (window, "Highest Winning Score"), ==, highest);
  g_assert_cmpstr (row_value (window, "Average Winning Score"), ==, average);
  g_assert_cmpstr (row_value (window, "Lowest Winning Score"), ==, lowest);

  /* every statistic of the design (the average besides the fields) and
   * every achievement has its number */
  lair_stats_fields (&n_fields);
  values = ui_test_find_all (window, GTK_TYPE_LABEL, is_value_label, NULL);
  g_assert_cmpuint (values->len, ==, n_fields + 1 + LAIR_N_ACHIEVEMENTS);

  /* the chart has a point per game, and says so */
  chart = ui_test_find (window, LAIR_TYPE_SCORE_CHART, NULL, NULL);
  g_assert_cmpuint (lair_score_chart_get_points (LAIR_SCORE_CHART (chart))->len, ==, N_GAMES);
  summary = lair_score_chart_get_summary (LAIR_SCORE_CHART (chart));
  g_assert_nonnull (strstr (summary, "12 games"));
  g_assert_nonnull (strstr (summary, highest));
  g_assert_nonnull (strstr (summary, lowest));

  /* screen readers hear the numbers and what the chart shows */
  g_assert_true (gtk_test_accessible_has_relation (GTK_ACCESSIBLE (find_row (window, "Games Played")),
                                                   GTK_ACCESSIBLE_RELATION_DESCRIBED_BY));
  g_assert_true (gtk_test_accessible_has_role (GTK_ACCESSIBLE (chart), GTK_ACCESSIBLE_ROLE_IMG));
  {
    g_autofree char *mismatch = gtk_test_accessible_check_property (GTK_ACCESSIBLE (chart),
                                                                    GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                                                    summary);

    g_assert_null (mismatch);
  }

  close_window (window);
}

static void
test_history_order (void)
{
  g_autoptr(LairApplication) app = ui_test_application_new ();
  g_autoptr(GPtrArray) page = NULL;
  g_autoptr(GError) error = NULL;
  LairStore *store = app_store (app);
  LairHistoryModel *model;
  GtkWidget *window;

  record_games (store, N_GAMES, 2000);
  window = open_window (app);
  model = window_history (window);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (model)), ==, N_GAMES);
  g_assert_true (g_list_model_get_item_type (G_LIST_MODEL (model)) == LAIR_TYPE_HISTORY_ITEM);

  page = lair_store_get_history (store, 0, N_GAMES, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (page->len, ==, N_GAMES);
  for (guint i = 0; i < N_GAMES; i++)
    {
      g_autoptr(LairHistoryItem) item = g_list_model_get_item (G_LIST_MODEL (model), i);
      LairStoreGame *expected = g_ptr_array_index (page, i);

      g_assert_nonnull (item);
      g_assert_nonnull (lair_history_item_get_game (item));
      g_assert_cmpint (lair_history_item_get_game (item)->id, ==, expected->id);
      g_assert_cmpint (lair_history_item_get_game (item)->winning_score, ==, expected->winning_score);
    }
  g_assert_null (g_list_model_get_item (G_LIST_MODEL (model), N_GAMES));

  /* the list shows the newest game first */
  show_page (window, "history");
  {
    LairStoreGame *newest = g_ptr_array_index (page, 0);
    g_autofree char *score = expected_money (newest->winning_score);
    g_autoptr(GPtrArray) labels = ui_test_find_all (window, GTK_TYPE_LABEL, label_is, score);

    g_assert_cmpuint (labels->len, >, 0);
    g_assert_true (ui_test_is_showing (g_ptr_array_index (labels, 0)));
  }
  close_window (window);
}

static void
test_markup_names (void)
{
  g_autoptr(LairApplication) app = ui_test_application_new ();
  g_autofree char *prefix = g_strconcat (markup_name, ", ", NULL);
  LairStore *store = app_store (app);
  g_autoptr(GPtrArray) rows = NULL;
  guint showing = 0;
  GtkWidget *window;
  GtkWidget *label;

  record_game (store, 77, 3, markup_name);
  record_game (store, 78, 4, NULL);
  window = open_window (app);

  /* the player's row, and those of the achievements the name earned,
   * titled with the name as typed */
  show_page (window, "players");
  rows = ui_test_find_all (window, ADW_TYPE_PREFERENCES_ROW, row_titled, (gpointer) markup_name);
  g_assert_cmpuint (rows->len, >=, 1);
  for (guint i = 0; i < rows->len; i++)
    {
      GtkWidget *row = g_ptr_array_index (rows, i);

      g_assert_false (adw_preferences_row_get_use_markup (ADW_PREFERENCES_ROW (row)));
      label = ui_test_find (row, GTK_TYPE_LABEL, label_is, (gpointer) markup_name);
      g_assert_nonnull (label);
      g_assert_false (gtk_label_get_use_markup (GTK_LABEL (label)));
      showing += ui_test_is_showing (label);
    }
  /* on the players page, once */
  g_assert_cmpuint (showing, ==, 1);

  /* the games list: the players of the older game, first seat first */
  show_page (window, "history");
  label = ui_test_find (window, GTK_TYPE_LABEL, label_starts_with, prefix);
  g_assert_nonnull (label);
  g_assert_false (gtk_label_get_use_markup (GTK_LABEL (label)));
  g_assert_true (ui_test_is_showing (label));

  close_window (window);
}

static void
items_changed_cb (GListModel *model,
                  guint       position,
                  guint       removed,
                  guint       added,
                  GArray     *changes)
{
  guint change[3] = { position, removed, added };

  g_array_append_vals (changes, change, 3);
}

static void
test_many_games (void)
{
  g_autoptr(LairApplication) app = ui_test_application_new ();
  g_autoptr(LairHistoryModel) model = NULL;
  g_autoptr(LairHistoryItem) first = NULL;
  g_autoptr(LairHistoryItem) last = NULL;
  g_autoptr(LairHistoryItem) middle = NULL;
  g_autoptr(LairHistoryItem) newest = NULL;
  g_autoptr(GArray) changes = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GPtrArray) oldest_page = NULL;
  g_autoptr(GError) error = NULL;
  LairStore *store = app_store (app);
  GtkWidget *window;
  gint64 new_id = 0;

  record_games (store, MANY_GAMES, 5000);
  model = lair_history_model_new (store);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (model)), ==, MANY_GAMES);

  last = g_list_model_get_item (G_LIST_MODEL (model), MANY_GAMES - 1);
  first = g_list_model_get_item (G_LIST_MODEL (model), 0);
  middle = g_list_model_get_item (G_LIST_MODEL (model), MANY_GAMES / 2 + 7);
  g_assert_nonnull (lair_history_item_get_game (last));
  g_assert_nonnull (lair_history_item_get_game (first));
  g_assert_nonnull (lair_history_item_get_game (middle));
  oldest_page = lair_store_get_history (store, MANY_GAMES - 1, 1, &error);
  g_assert_no_error (error);
  g_assert_cmpint (lair_history_item_get_game (last)->id, ==,
                   ((LairStoreGame *) g_ptr_array_index (oldest_page, 0))->id);
  g_assert_cmpint (lair_history_item_get_game (first)->id, ==,
                   lair_history_item_get_game (last)->id + MANY_GAMES - 1);
  g_assert_cmpint (lair_history_item_get_game (middle)->id, ==,
                   lair_history_item_get_game (first)->id - (MANY_GAMES / 2 + 7));
  g_assert_null (g_list_model_get_item (G_LIST_MODEL (model), MANY_GAMES));
  g_assert_null (lair_history_model_get_error (model));

  /* a game recorded later shows after a reload, at the top */
  g_signal_connect (model, "items-changed", G_CALLBACK (items_changed_cb), changes);
  for (guint i = 0; i < 3; i++)
    new_id = record_game (store, 9000 + i, 4, NULL);
  g_assert_cmpuint (changes->len, ==, 0);
  lair_history_model_reload (model);
  g_assert_cmpuint (changes->len, ==, 3);
  g_assert_cmpuint (g_array_index (changes, guint, 0), ==, 0);
  g_assert_cmpuint (g_array_index (changes, guint, 1), ==, MANY_GAMES);
  g_assert_cmpuint (g_array_index (changes, guint, 2), ==, MANY_GAMES + 3);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (model)), ==, MANY_GAMES + 3);
  newest = g_list_model_get_item (G_LIST_MODEL (model), 0);
  g_assert_cmpint (lair_history_item_get_game (newest)->id, ==, new_id);

  /* after a reset, the list is empty */
  {
    g_autofree char *backup = lair_store_reset (store, &error);

    g_assert_nonnull (backup);
  }
  g_assert_no_error (error);
  lair_history_model_reload (model);
  g_assert_cmpuint (changes->len, ==, 6);
  g_assert_cmpuint (g_array_index (changes, guint, 4), ==, MANY_GAMES + 3);
  g_assert_cmpuint (g_array_index (changes, guint, 5), ==, 0);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (model)), ==, 0);
  g_assert_null (g_list_model_get_item (G_LIST_MODEL (model), 0));

  /* an item asked for before the reload stays whole */
  g_assert_nonnull (lair_history_item_get_game (last));

  /* the window over the large history */
  record_games (store, MANY_GAMES, 30000);
  window = open_window (app);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (window_history (window))), ==, MANY_GAMES);
  show_page (window, "history");
  close_window (window);

  g_signal_handlers_disconnect_by_func (model, items_changed_cb, changes);
}

static void
test_unwritable (void)
{
  g_autoptr(LairApplication) app = NULL;
  g_autofree char *blocker = g_build_filename (g_get_user_data_dir (), "spider-lair", NULL);
  GtkWidget *window;
  GtkWidget *page;

  /* a file where the history's folder should be */
  g_assert_cmpint (g_mkdir_with_parents (g_get_user_data_dir (), 0700), ==, 0);
  g_assert_true (g_file_set_contents (blocker, "", 0, NULL));

  app = ui_test_application_new ();
  window = open_window (app);
  page = ui_test_find (window, ADW_TYPE_STATUS_PAGE, NULL, NULL);
  g_assert_true (ui_test_is_showing (page));
  g_assert_cmpstr (adw_status_page_get_title (ADW_STATUS_PAGE (page)), ==, "No Games Yet");
  g_assert_nonnull (strstr (adw_status_page_get_description (ADW_STATUS_PAGE (page)),
                            "Games will not be recorded"));
  close_window (window);
  g_unlink (blocker);
}

static gboolean
escape_closes (GtkWidget *window)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (window);
  g_autoptr(GtkShortcutTrigger) escape = gtk_keyval_trigger_new (GDK_KEY_Escape, 0);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;
      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);

          if (gtk_shortcut_trigger_equal (gtk_shortcut_get_trigger (shortcut), escape))
            return gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut), 0, window, NULL);
        }
    }
  return FALSE;
}

static void
test_escape (void)
{
  g_autoptr(LairApplication) app = ui_test_application_new ();
  GtkWidget *window;

  record_games (app_store (app), 2, 3000);
  window = open_window (app);
  g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &window);
  g_assert_true (escape_closes (window));
  ui_test_wait_until (window == NULL);
  g_assert_null (window);
}

typedef struct {
  const char *path;
  void (*func) (void);
} Test;

static const Test tests[] = {
  { "/statistics/empty", test_empty },
  { "/statistics/numbers", test_numbers },
  { "/statistics/history-order", test_history_order },
  { "/statistics/markup-names", test_markup_names },
  { "/statistics/many-games", test_many_games },
  { "/statistics/unwritable", test_unwritable },
  { "/statistics/escape", test_escape },
};

static void
run_test (gconstpointer data)
{
  const Test *test = data;

  fresh_history ();
  test->func ();
}

int
main (int   argc,
      char *argv[])
{
  ui_test_init (&argc, &argv);

  for (guint i = 0; i < G_N_ELEMENTS (tests); i++)
    g_test_add_data_func (tests[i].path, &tests[i], run_test);

  return ui_test_run ();
}
