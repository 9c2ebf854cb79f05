/* test-statistics.c — the statistics window over real histories: empty,
 * played, with names that look like markup, large, and unwritable
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "lair-depth-chart.h"
#include "lair-dungeon-table.h"
#include "lair-game.h"
#include "lair-history-model.h"
#include "lair-history-pages.h"
#include "lair-room-item.h"
#include "lair-score-chart.h"
#include "lair-statistics-window.h"
#include "lair-words-summary.h"
#include "store-test-util.h"
#include "ui-test-utils.h"

#define N_GAMES     12
#define MANY_GAMES  20000

static const char markup_name[] = "<b>Ann</b> & Co";

/* Plays a whole game of computers with the core and records it; the
 * first seat is called @first_name when it is given. */
static gint64
record_game_full (LairStore  *store,
                  guint64     seed,
                  guint       n_players,
                  const char *first_name,
                  gboolean    replay)
{
  g_autoptr(GError) error = NULL;
  LairStoreGameInfo info;
  LairGameRecord record;
  gint64 id = 0;

  /* seats "Computer 1" and on, at Normal */
  test_play_game (seed, n_players, &record, &info);
  info.duration = (GTimeSpan) (60 + seed % 600) * G_TIME_SPAN_SECOND;
  if (first_name != NULL)
    {
      info.seats[0].name = first_name;
      /* a named seat asked for a hint or two */
      record.seats[0].hints = (gint) (seed % 3);
    }
  /* more choices than a record holds: the game cannot be played again */
  if (!replay)
    record.moves.overflow = TRUE;

  g_assert_true (lair_store_record_game (store, &info, &record, &id, &error));
  g_assert_no_error (error);
  return id;
}

static gint64
record_game (LairStore  *store,
             guint64     seed,
             guint       n_players,
             const char *first_name)
{
  return record_game_full (store, seed, n_players, first_name, TRUE);
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
  show_page (window, "achievements");
  values = ui_test_find_all (window, GTK_TYPE_LABEL, is_value_label, NULL);
  g_assert_cmpuint (values->len, ==, n_fields + 1 + LAIR_N_ACHIEVEMENTS);

  /* the chart has a point per game, and says so */
  chart = ui_test_find (window, LAIR_TYPE_SCORE_CHART, NULL, NULL);
  /* its points come after the window's first frame */
  ui_test_wait_until (lair_score_chart_get_points (LAIR_SCORE_CHART (chart))->len == N_GAMES);
  summary = lair_score_chart_get_summary (LAIR_SCORE_CHART (chart));
  g_assert_nonnull (strstr (summary, "12 games"));
  g_assert_nonnull (strstr (summary, highest));
  g_assert_nonnull (strstr (summary, lowest));

  /* screen readers hear the numbers and what the chart shows */
  {
    g_autofree char *name = g_strdup_printf ("Games Played: %s", games);
    g_autofree char *mismatch = gtk_test_accessible_check_property (GTK_ACCESSIBLE (find_row (window, "Games Played")),
                                                                    GTK_ACCESSIBLE_PROPERTY_LABEL, name);

    g_assert_null (mismatch);
  }
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
    g_autoptr(GPtrArray) labels = ui_test_find_all (window, GTK_TYPE_LABEL, ui_test_label_is, score);

    g_assert_cmpuint (labels->len, >, 0);
    g_assert_true (ui_test_is_showing (g_ptr_array_index (labels, 0)));
  }

  /* a screen reader says each row whole, by what its cells show, rather
   * than by the row's type */
  ui_test_wait_for_frame (window);
  for (guint i = 0; i < 3; i++)
    {
      LairStoreGame *game = g_ptr_array_index (page, i);
      g_autofree char *date = g_date_time_format (game->date, "%-d %b %Y, %H:%M");
      g_autoptr(GPtrArray) dates = ui_test_find_all (window, GTK_TYPE_LABEL, ui_test_label_is, date);
      g_autoptr(GString) players = g_string_new (NULL);
      g_autoptr(GString) winners = g_string_new (NULL);
      g_autofree char *score = expected_money (game->winning_score);
      g_autofree char *words = NULL;
      gboolean said = FALSE;
      GtkWidget *row;

      for (guint k = 0; k < game->n_players; k++)
        {
          g_string_append_printf (players, "%s%s", k > 0 ? ", " : "", game->seats[k].name);
          if (game->seats[k].winner)
            g_string_append_printf (winners, "%s%s", winners->len > 0 ? ", " : "", game->seats[k].name);
        }
      words = g_strdup_printf ("%s. Players: %s. Won by %s with %s. %d rooms deep.",
                               date, players->str, winners->str, score, game->deepest);
      /* the date's label, in its cell, in the row a key stops on (the
       * games of this history share their minute) */
      g_assert_cmpuint (dates->len, >, 0);
      for (guint k = 0; k < dates->len && !said; k++)
        {
          g_autofree char *problem = NULL;

          row = gtk_widget_get_parent (gtk_widget_get_parent (g_ptr_array_index (dates, k)));
          g_assert_true (gtk_widget_get_focusable (row));
          problem = gtk_test_accessible_check_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, words);
          said = problem == NULL;
        }
      if (!said)
        g_error ("no row is said \"%s\"", words);
    }
  close_window (window);
}

/* Whether a group's description says @text. The description is markup:
 * libadwaita 1.2 gives it back as its label shows it, later ones as it
 * was set, with the "&" of "Sun & Moon" escaped */
static gboolean
description_has (AdwPreferencesGroup *group,
                 const char          *text)
{
  const char *description = adw_preferences_group_get_description (group);
  g_autofree char *escaped = g_markup_escape_text (text, -1);

  return strstr (description, text) != NULL || strstr (description, escaped) != NULL;
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
      label = ui_test_find (row, GTK_TYPE_LABEL, ui_test_label_is, (gpointer) markup_name);
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

/* The page over the list of the History page */
static GtkWidget *
history_top (GtkWidget *window)
{
  GtkWidget *view = ui_test_find (window, GTK_TYPE_COLUMN_VIEW, NULL, NULL);
  GtkWidget *stack = gtk_widget_get_ancestor (view, GTK_TYPE_STACK);

  return gtk_stack_get_visible_child (GTK_STACK (stack));
}

static gboolean
named (GtkWidget *widget,
       gpointer   data)
{
  return g_strcmp0 (gtk_widget_get_name (widget), data) == 0;
}

/* The game page of @id, once it is shown */
static GtkWidget *
wait_for_game_page (GtkWidget *window,
                    gint64     id)
{
  g_autofree char *name = g_strdup_printf ("game-%" G_GINT64_FORMAT, id);
  GtkWidget *page = NULL;

  ui_test_wait_until ((page = ui_test_find (history_top (window), ADW_TYPE_PREFERENCES_PAGE,
                                            named, name)) != NULL
                      && ui_test_is_showing (page));
  return page;
}

static char *
expected_score (const LairStoreGameSeat *seat)
{
  return g_strdup_printf (seat->gold_bars == 1 ? "$%d · %d bar" : "$%d · %d bars",
                          seat->chest, seat->gold_bars);
}

/* A seat's row on a game's page is said with its score, as it reads */
static void
check_seat_name (GtkWidget               *row,
                 const LairStoreGameSeat *seat)
{
  g_autofree char *name = g_strdup_printf (seat->gold_bars == 1 ? "%s: $%d and %d gold bar%s"
                                                                : "%s: $%d and %d gold bars%s",
                                           seat->name, seat->chest, seat->gold_bars,
                                           seat->winner ? ", winner" : "");
  g_autofree char *problem = gtk_test_accessible_check_property (GTK_ACCESSIBLE (row),
                                                                 GTK_ACCESSIBLE_PROPERTY_LABEL, name);

  g_assert_null (problem);
  /* not its score twice: the row is described by the seat's kind */
  g_assert_false (gtk_test_accessible_has_relation (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_RELATION_DESCRIBED_BY));
  g_assert_false (gtk_test_accessible_has_relation (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_RELATION_LABELLED_BY));
}

typedef struct {
  LairDungeonReport *reports[LAIR_N_DUNGEONS];
} Reports;

static void
reports_event_cb (const LairEvent *event,
                  gpointer         data)
{
  Reports *reports = data;

  for (guint d = 0; d < LAIR_N_DUNGEONS; d++)
    lair_dungeon_report_add_event (reports->reports[d], event);
}

/* A dungeon's table on a game's page: a row per seat named as the
 * report of the same game, played again here, says it, and the way out
 * the history's own story tells */
static void
check_dungeon_table (AdwPreferencesGroup         *group,
                     const LairStoreGame         *game,
                     const LairStoreStoryDungeon *dungeon,
                     LairDungeonReport           *report)
{
  GtkWidget *table = ui_test_find (GTK_WIDGET (group), LAIR_TYPE_DUNGEON_TABLE, NULL, NULL);
  GtkListBox *list;
  g_autofree char *adventure = lair_words_adventure_totals (report);

  g_assert_nonnull (table);
  /* the table tells the dungeon, not one line per way out */
  g_assert_null (ui_test_find (GTK_WIDGET (group), GTK_TYPE_LABEL, ui_test_has_class, (gpointer) "dungeon-exits"));
  list = lair_dungeon_table_get_list (LAIR_DUNGEON_TABLE (table));
  g_assert_cmpstr (lair_dungeon_table_get_adventure_text (LAIR_DUNGEON_TABLE (table)), ==, adventure);
  g_assert_null (gtk_list_box_get_row_at_index (list, (int) game->n_players));
  for (guint p = 0; p < game->n_players; p++)
    {
      GtkListBoxRow *row = gtk_list_box_get_row_at_index (list, (int) p);
      g_autofree char *sentence = lair_words_summary_row (report, p, game->seats[p].name);
      g_autofree char *problem = NULL;

      g_assert_nonnull (row);
      g_assert_true (gtk_widget_get_focusable (GTK_WIDGET (row)));
      problem = gtk_test_accessible_check_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, sentence);
      g_assert_null (problem);
    }
  for (guint e = 0; e < dungeon->exits->len; e++)
    {
      const LairStoreStoryExit *exit = &g_array_index (dungeon->exits, LairStoreStoryExit, e);
      guint p = (guint) exit->seat;

      g_assert_cmpint (lair_dungeon_report_get_exit_room (report, p), ==, exit->room);
      g_assert_cmpint (lair_dungeon_report_get_exit (report, p) == LAIR_DUNGEON_EXIT_SCARED, ==, exit->scared);
      g_assert_cmpint (lair_dungeon_report_get_gems (report, p), ==, exit->gems);
      g_assert_cmpint (lair_dungeon_report_get_bars_value (report, p), ==, exit->bars_value);
      g_assert_cmpint (lair_dungeon_report_get_coins (report, p), ==, exit->coins);
      g_assert_cmpint (lair_dungeon_report_get_lost (report, p), ==, exit->lost);
    }
}

static void
check_game_page (GtkWidget                *page,
                 LairStore                *store,
                 const LairStoreGameStory *story)
{
  const LairStoreGame *game = story->game;
  g_autoptr(GError) error = NULL;
  Reports reports;
  g_autoptr(GPtrArray) groups = ui_test_find_all (page, ADW_TYPE_PREFERENCES_GROUP, NULL, NULL);
  g_autoptr(GPtrArray) scores = ui_test_find_all (page, GTK_TYPE_LABEL, ui_test_has_class, (gpointer) "seat-score");
  /* a date that reads the same in every country: "5 Dec 2026, 17:40" */
  g_autofree char *date = g_date_time_format (game->date, "%-d %b %Y, %H:%M");
  AdwPreferencesGroup *summary;
  guint winners = 0;

  /* the date, who won, the seats and a group per dungeon */
  g_assert_cmpuint (groups->len, ==, 2 + game->n_dungeons);
  summary = g_ptr_array_index (groups, 0);
  g_assert_cmpstr (adw_preferences_group_get_title (summary), ==, date);
  for (guint i = 0; i < game->n_players; i++)
    if (game->seats[i].winner)
      {
        g_assert_nonnull (strstr (adw_preferences_group_get_description (summary), game->seats[i].name));
        winners++;
      }
  g_assert_cmpuint (winners, >, 0);
  if (story->tie_break != LAIR_STORE_TIE_NONE)
    g_assert_nonnull (strstr (adw_preferences_group_get_description (summary), "gold bar"));

  /* every seat in its order, with its final chest and bars */
  g_assert_cmpuint (scores->len, ==, game->n_players);
  for (guint i = 0; i < game->n_players; i++)
    {
      GtkWidget *row = gtk_widget_get_ancestor (g_ptr_array_index (scores, i), ADW_TYPE_ACTION_ROW);
      g_autofree char *score = expected_score (&game->seats[i]);

      g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==, game->seats[i].name);
      g_assert_cmpstr (gtk_label_get_text (g_ptr_array_index (scores, i)), ==, score);
      g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (row)), ==, "statistics.show-player");
      check_seat_name (row, &game->seats[i]);
    }

  /* each dungeon's adventure, and everybody's way out of it: what the
   * chests got dungeon by dungeon adds up to the chests the history kept */
  for (guint d = 0; d < LAIR_N_DUNGEONS; d++)
    reports.reports[d] = lair_dungeon_report_new_for_dungeon (game->n_players, (gint) d);
  g_assert_true (lair_store_replay_game (store, game->id, reports_event_cb, &reports, NULL, &error));
  g_assert_no_error (error);
  for (guint i = 0; i < game->n_players; i++)
    {
      gint chest = 0;

      for (guint d = 0; d < game->n_dungeons; d++)
        chest += lair_dungeon_report_get_banked (reports.reports[d], i);
      g_assert_cmpint (chest, ==, game->seats[i].chest);
    }
  for (guint d = 0; d < game->n_dungeons; d++)
    {
      AdwPreferencesGroup *group = g_ptr_array_index (groups, 2 + d);
      const LairStoreStoryDungeon *dungeon = &story->dungeons[d];
      g_autoptr(GPtrArray) rows = ui_test_find_all (GTK_WIDGET (group), ADW_TYPE_ACTION_ROW, NULL, NULL);
      g_autofree char *title = g_strdup_printf ("Dungeon %u", d + 1);
      g_autofree char *depth = g_strdup_printf ("%d rooms", dungeon->depth);
      g_autofree char *lair = g_strdup_printf ("lair was in room %d", dungeon->lair_room);

      g_assert_cmpstr (adw_preferences_group_get_title (group), ==, title);
      g_assert_true (description_has (group, lair_adventure_title (dungeon->adventure)));
      if (dungeon->lair_room > 0)
        g_assert_nonnull (strstr (adw_preferences_group_get_description (group), lair));
      else
        g_assert_nonnull (strstr (adw_preferences_group_get_description (group), depth));
      g_assert_cmpuint (rows->len, ==, 0);
      check_dungeon_table (group, game, dungeon, reports.reports[d]);
    }
  for (guint d = 0; d < LAIR_N_DUNGEONS; d++)
    g_assert_finalize_object (reports.reports[d]);
}

static void
test_game_page (void)
{
  g_autoptr(LairApplication) app = ui_test_application_new ();
  g_autoptr(GPtrArray) newest = NULL;
  g_autoptr(GError) error = NULL;
  LairStore *store = app_store (app);
  GtkWidget *window;
  GtkWidget *view;
  GtkWidget *page;
  GtkWidget *watch;
  GtkWidget *back;

  record_games (store, N_GAMES, 3000);
  window = open_window (app);
  window_history (window);
  view = ui_test_find (window, GTK_TYPE_COLUMN_VIEW, NULL, NULL);
  newest = lair_store_get_history (store, 0, 2, &error);
  g_assert_no_error (error);

  /* the first row opens the newest game */
  g_signal_emit_by_name (view, "activate", 0);
  page = wait_for_game_page (window, ((LairStoreGame *) g_ptr_array_index (newest, 0))->id);
  {
    g_autoptr(LairStoreGameStory) story =
      lair_store_get_game_story (store, ((LairStoreGame *) g_ptr_array_index (newest, 0))->id, &error);

    g_assert_no_error (error);
    check_game_page (page, store, story);
  }

  /* it can be watched and exported */
  watch = ui_test_find_button (page, "Watch");
  g_assert_nonnull (watch);
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (watch)), ==, "app.watch-game");
  g_assert_cmpint (g_variant_get_int64 (gtk_actionable_get_action_target_value (GTK_ACTIONABLE (watch))), ==,
                   ((LairStoreGame *) g_ptr_array_index (newest, 0))->id);
  g_assert_nonnull (ui_test_find_button (page, "Export…"));

  /* the way back leads to the list, and the window opens any game */
  back = ui_test_find (history_top (window), GTK_TYPE_BUTTON, ui_test_has_class, (gpointer) "history-back");
  g_assert_nonnull (back);
  g_assert_true (gtk_widget_has_focus (back));
  gtk_widget_activate (back);
  ui_test_wait_until (ui_test_is_showing (view));

  show_page (window, "statistics");
  lair_statistics_window_show_game (LAIR_STATISTICS_WINDOW (window),
                                    ((LairStoreGame *) g_ptr_array_index (newest, 1))->id);
  page = wait_for_game_page (window, ((LairStoreGame *) g_ptr_array_index (newest, 1))->id);
  {
    g_autoptr(LairStoreGameStory) story =
      lair_store_get_game_story (store, ((LairStoreGame *) g_ptr_array_index (newest, 1))->id, &error);

    g_assert_no_error (error);
    check_game_page (page, store, story);
  }
  close_window (window);
}

/* A game kept without its replay still has its page, which says why it
 * cannot be watched */
static void
test_no_replay (void)
{
  g_autoptr(LairApplication) app = ui_test_application_new ();
  g_autoptr(LairStoreGame) game = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) scores = NULL;
  g_autoptr(GPtrArray) groups = NULL;
  LairStore *store = app_store (app);
  gint64 id = record_game_full (store, 8000, 4, NULL, FALSE);
  GtkWidget *window;
  GtkWidget *page;
  GtkWidget *row;
  GtkWidget *watch;

  g_assert_null (lair_store_get_game_story (store, id, &error));
  g_assert_error (error, LAIR_STORE_ERROR, LAIR_STORE_ERROR_NO_REPLAY);
  game = lair_store_get_game (store, id, NULL);
  g_assert_nonnull (game);

  window = open_window (app);
  lair_statistics_window_show_game (LAIR_STATISTICS_WINDOW (window), id);
  page = wait_for_game_page (window, id);
  row = ui_test_find (page, ADW_TYPE_ACTION_ROW, ui_test_has_class, (gpointer) "no-replay");
  g_assert_nonnull (row);
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==, error->message);
  watch = ui_test_find_button (page, "Watch");
  g_assert_nonnull (watch);
  g_assert_false (gtk_widget_is_sensitive (watch));

  /* what the history kept: the seats and each dungeon's adventure */
  scores = ui_test_find_all (page, GTK_TYPE_LABEL, ui_test_has_class, (gpointer) "seat-score");
  g_assert_cmpuint (scores->len, ==, game->n_players);
  for (guint i = 0; i < game->n_players; i++)
    {
      g_autofree char *score = expected_score (&game->seats[i]);

      g_assert_cmpstr (gtk_label_get_text (g_ptr_array_index (scores, i)), ==, score);
      check_seat_name (gtk_widget_get_ancestor (g_ptr_array_index (scores, i), ADW_TYPE_ACTION_ROW),
                       &game->seats[i]);
    }
  groups = ui_test_find_all (page, ADW_TYPE_PREFERENCES_GROUP, NULL, NULL);
  g_assert_cmpuint (groups->len, ==, 2 + game->n_dungeons);
  for (guint d = 0; d < game->n_dungeons; d++)
    g_assert_true (description_has (g_ptr_array_index (groups, 2 + d),
                                    lair_adventure_title (game->dungeons[d].adventure)));
  close_window (window);
}

static gboolean
game_has_seat (const LairStoreGame *game,
               const char          *name)
{
  for (guint i = 0; i < game->n_players; i++)
    if (g_strcmp0 (game->seats[i].name, name) == 0)
      return TRUE;
  return FALSE;
}

static LairStoreGame *
model_game (LairHistoryModel *model,
            guint             position)
{
  g_autoptr(LairHistoryItem) item = g_list_model_get_item (G_LIST_MODEL (model), position);

  g_assert_nonnull (item);
  g_assert_nonnull (lair_history_item_get_game (item));
  return lair_store_game_ref (lair_history_item_get_game (item));
}

/* Records @n_games, every third with a seat called "Ada"; returns how
 * many have it */
static guint
record_named_games (LairStore *store,
                    guint      n_games,
                    guint64    first_seed)
{
  g_autoptr(GError) error = NULL;
  guint named_games = 0;

  g_assert_true (lair_store_begin_batch (store, &error));
  for (guint i = 0; i < n_games; i++)
    {
      record_game (store, first_seed + i, 2 + i % 6, i % 3 == 0 ? "Ada" : NULL);
      named_games += i % 3 == 0;
    }
  g_assert_true (lair_store_end_batch (store, &error));
  g_assert_no_error (error);
  return named_games;
}

/* Whether a key of the window's runs @action */
static gboolean
has_shortcut (GtkWidget       *window,
              guint            key,
              GdkModifierType  modifiers,
              const char      *action)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (window);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;
      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);
          GtkShortcutTrigger *trigger = gtk_shortcut_get_trigger (shortcut);
          GtkShortcutAction *run = gtk_shortcut_get_action (shortcut);

          if (GTK_IS_KEYVAL_TRIGGER (trigger)
              && gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger)) == key
              && gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger)) == modifiers
              && GTK_IS_NAMED_ACTION (run)
              && g_strcmp0 (gtk_named_action_get_action_name (GTK_NAMED_ACTION (run)), action) == 0)
            return TRUE;
        }
    }
  return FALSE;
}

static void
test_search_sort (void)
{
  g_autoptr(LairApplication) app = ui_test_application_new ();
  LairStore *store = app_store (app);
  guint named_games = record_named_games (store, N_GAMES, 4000);
  LairHistoryModel *model;
  GtkWidget *window;
  GtkWidget *view;
  GtkWidget *entry;
  GListModel *columns;
  gint64 oldest_id = G_MAXINT64, newest_id = 0;
  gint best_score = -1;

  window = open_window (app);
  model = window_history (window);
  view = ui_test_find (window, GTK_TYPE_COLUMN_VIEW, NULL, NULL);
  columns = gtk_column_view_get_columns (GTK_COLUMN_VIEW (view));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (model)), ==, N_GAMES);
  for (guint i = 0; i < N_GAMES; i++)
    {
      g_autoptr(LairStoreGame) game = model_game (model, i);

      oldest_id = MIN (oldest_id, game->id);
      newest_id = MAX (newest_id, game->id);
      best_score = MAX (best_score, game->winning_score);
    }

  /* Ctrl+F finds the search, from any page */
  show_page (window, "players");
  entry = ui_test_find (window, GTK_TYPE_SEARCH_ENTRY, NULL, NULL);
  g_assert_nonnull (entry);
  g_assert_true (has_shortcut (window, GDK_KEY_f, GDK_CONTROL_MASK, "statistics.search"));
  g_assert_true (gtk_widget_activate_action (window, "statistics.search", NULL));
  ui_test_wait_until (gtk_widget_is_ancestor (gtk_window_get_focus (GTK_WINDOW (window)), entry));
  g_assert_true (ui_test_is_showing (entry));

  /* the search narrows the rows to the games of that name */
  gtk_editable_set_text (GTK_EDITABLE (entry), "Ada");
  ui_test_wait_until (g_list_model_get_n_items (G_LIST_MODEL (model)) == named_games);
  /* and a screen reader hears whose games they are */
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (view), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "Only the games Ada sat in.");
  for (guint i = 0; i < named_games; i++)
    {
      g_autoptr(LairStoreGame) game = model_game (model, i);

      g_assert_true (game_has_seat (game, "Ada"));
    }
  gtk_editable_set_text (GTK_EDITABLE (entry), "Nobody");
  ui_test_wait_until (g_list_model_get_n_items (G_LIST_MODEL (model)) == 0);
  gtk_editable_set_text (GTK_EDITABLE (entry), "");
  ui_test_wait_until (g_list_model_get_n_items (G_LIST_MODEL (model)) == N_GAMES);

  /* newest first, and the date's header turns it around */
  {
    g_autoptr(LairStoreGame) first = model_game (model, 0);

    g_assert_cmpint (first->id, ==, newest_id);
  }
  {
    g_autoptr(GtkColumnViewColumn) date = g_list_model_get_item (columns, 0);
    g_autoptr(LairStoreGame) first = NULL;

    gtk_column_view_sort_by_column (GTK_COLUMN_VIEW (view), date, GTK_SORT_ASCENDING);
    first = model_game (model, 0);
    g_assert_cmpint (first->id, ==, oldest_id);
    gtk_test_accessible_assert_property (GTK_ACCESSIBLE (view), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                         "Games played, oldest first");
    gtk_test_accessible_assert_property (GTK_ACCESSIBLE (view), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "");
  }
  /* the score's header puts the best game on top */
  {
    g_autoptr(GtkColumnViewColumn) score = g_list_model_get_item (columns, 3);
    g_autoptr(LairStoreGame) first = NULL;
    g_autoptr(LairStoreGame) last = NULL;

    g_assert_cmpstr (gtk_column_view_column_get_title (score), ==, "Score");
    gtk_column_view_sort_by_column (GTK_COLUMN_VIEW (view), score, GTK_SORT_DESCENDING);
    first = model_game (model, 0);
    g_assert_cmpint (first->winning_score, ==, best_score);
    gtk_test_accessible_assert_property (GTK_ACCESSIBLE (view), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                         "Games played, highest winning score first");
    gtk_column_view_sort_by_column (GTK_COLUMN_VIEW (view), score, GTK_SORT_ASCENDING);
    last = model_game (model, N_GAMES - 1);
    g_assert_cmpint (last->winning_score, ==, best_score);
  }
  close_window (window);
}

static void
test_player_page (void)
{
  g_autoptr(LairApplication) app = ui_test_application_new ();
  g_autoptr(LairStorePlayerPage) expected = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) game_rows = NULL;
  LairStore *store = app_store (app);
  guint named_games = record_named_games (store, N_GAMES, 5000);
  g_autofree char *games = NULL;
  g_autofree char *wins = NULL;
  g_autofree char *best = NULL;
  g_autofree char *bars = NULL;
  GtkWidget *window;
  GtkWidget *row;
  GtkWidget *top;
  GtkWidget *group;

  expected = lair_store_get_player_page (store, "Ada", &error);
  g_assert_no_error (error);
  g_assert_cmpint (expected->games, ==, named_games);

  /* Ada's row on the Players page leads to her page */
  window = open_window (app);
  show_page (window, "players");
  row = find_row (adw_view_stack_get_child_by_name (ADW_VIEW_STACK (ui_test_find (window, ADW_TYPE_VIEW_STACK,
                                                                               NULL, NULL)),
                                                    "players"),
                  "Ada");
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (row)), ==, "statistics.show-player");
  g_signal_emit_by_name (row, "activate");
  ui_test_wait_until ((top = history_top (window)) != NULL
                      && ui_test_find (top, ADW_TYPE_PREFERENCES_PAGE, named, (gpointer) "player") != NULL
                      && ui_test_is_showing (top));

  games = expected_count (expected->games);
  wins = expected_count (expected->wins);
  best = expected_money (expected->best_score);
  bars = expected_count (expected->gold_bars);
  g_assert_cmpstr (row_value (top, "Games Played"), ==, games);
  g_assert_cmpstr (row_value (top, "Games Won"), ==, wins);
  g_assert_cmpstr (row_value (top, "Best Score"), ==, best);
  g_assert_cmpstr (row_value (top, "Gold Bars"), ==, bars);
  /* the hints she asked for, added up over her games */
  {
    gint64 asked = 0;
    g_autofree char *hints = NULL;

    for (guint64 seed = 5000; seed < 5000 + N_GAMES; seed += 3)
      asked += (gint64) (seed % 3);
    g_assert_cmpint (asked, >, 0);
    g_assert_cmpint (expected->hints, ==, asked);
    hints = expected_count (asked);
    g_assert_cmpstr (row_value (top, "Hints Asked For"), ==, hints);
  }

  /* her newest games, each leading to its page */
  group = ui_test_find (top, ADW_TYPE_PREFERENCES_GROUP, ui_test_has_class, (gpointer) "player-games");
  game_rows = ui_test_find_all (group, ADW_TYPE_ACTION_ROW, NULL, NULL);
  g_assert_cmpuint (game_rows->len, ==, MIN (named_games, LAIR_PLAYER_PAGE_GAMES)
                                        + (named_games > LAIR_PLAYER_PAGE_GAMES ? 1 : 0));
  {
    GVariant *target = gtk_actionable_get_action_target_value (g_ptr_array_index (game_rows, 0));
    g_autoptr(LairStoreGame) game = lair_store_get_game (store, g_variant_get_int64 (target), &error);

    g_assert_no_error (error);
    g_assert_true (game_has_seat (game, "Ada"));
    g_signal_emit_by_name (g_ptr_array_index (game_rows, 0), "activate");
    wait_for_game_page (window, game->id);
  }

  /* back from the game to her page, and from her page to the list */
  g_assert_true (gtk_widget_activate_action (window, "statistics.back", NULL));
  ui_test_wait_until (ui_test_is_showing (ui_test_find (history_top (window), ADW_TYPE_PREFERENCES_PAGE,
                                                        named, (gpointer) "player")));
  g_assert_true (gtk_widget_activate_action (window, "statistics.back", NULL));
  ui_test_wait_until (ui_test_is_showing (ui_test_find (window, GTK_TYPE_COLUMN_VIEW, NULL, NULL)));
  close_window (window);
}

static void
test_reload (void)
{
  g_autoptr(LairApplication) app = ui_test_application_new ();
  LairStore *store = app_store (app);
  g_autofree char *more = NULL;
  LairHistoryModel *model;
  GtkWidget *window;
  GtkWidget *chart;
  gint64 dungeons = 0;

  /* an empty window fills when the first game finishes */
  window = open_window (app);
  g_assert_true (ui_test_is_showing (ui_test_find (window, ADW_TYPE_STATUS_PAGE, NULL, NULL)));
  record_game (store, 6000, 3, NULL);
  ui_test_wait_until (ui_test_is_showing (ui_test_find (window, LAIR_TYPE_SCORE_CHART, NULL, NULL)));
  g_assert_cmpstr (row_value (window, "Games Played"), ==, "1");

  /* and counts every game after it, the list too */
  model = window_history (window);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (model)), ==, 1);
  record_games (store, N_GAMES, 6001);
  more = expected_count (N_GAMES + 1);
  ui_test_wait_until (g_strcmp0 (row_value (window, "Games Played"), more) == 0);
  ui_test_wait_until (g_list_model_get_n_items (G_LIST_MODEL (model)) == N_GAMES + 1);
  {
    g_autoptr(GPtrArray) rows = ui_test_find_all (window, ADW_TYPE_PREFERENCES_ROW, row_titled,
                                                  (gpointer) "Games Played");

    /* read again, not added again */
    g_assert_cmpuint (rows->len, ==, 1);
  }

  /* the depth chart counts every dungeon */
  chart = ui_test_find (window, LAIR_TYPE_DEPTH_CHART, NULL, NULL);
  g_assert_nonnull (chart);
  for (guint d = 0; d < lair_depth_chart_get_counts (LAIR_DEPTH_CHART (chart))->len; d++)
    dungeons += g_array_index (lair_depth_chart_get_counts (LAIR_DEPTH_CHART (chart)), gint64, d);
  g_assert_cmpint (dungeons, ==, (N_GAMES + 1) * LAIR_N_DUNGEONS);
  g_assert_true (gtk_test_accessible_has_role (GTK_ACCESSIBLE (chart), GTK_ACCESSIBLE_ROLE_IMG));
  g_assert_nonnull (strstr (lair_depth_chart_get_summary (LAIR_DEPTH_CHART (chart)), "dungeons"));
  close_window (window);
}

static gboolean
in_header (GtkWidget *widget)
{
  return gtk_widget_get_ancestor (widget, ADW_TYPE_HEADER_BAR) != NULL;
}

static gboolean
closes (GtkWidget *widget)
{
  return GTK_IS_ACTIONABLE (widget)
         && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), "window.close") == 0;
}

/* Tab goes through every control once, the header's Close button too,
 * and comes back to where it started; it never stops on something out
 * of sight. Returns how many controls of the pages it went through. */
static guint
check_tab_cycle (GtkWidget *window)
{
  g_autoptr(GPtrArray) seen = g_ptr_array_new ();
  GtkWidget *first = NULL;
  gboolean close = FALSE;
  guint content = 0;

  for (guint step = 0; step < 400; step++)
    {
      GtkWidget *focus;

      if (!gtk_widget_child_focus (window, GTK_DIR_TAB_FORWARD))
        /* off the end: the next Tab starts again at the top */
        g_assert_true (gtk_widget_child_focus (window, GTK_DIR_TAB_FORWARD));
      focus = gtk_window_get_focus (GTK_WINDOW (window));
      g_assert_nonnull (focus);
      g_assert_true (gtk_widget_get_visible (focus));
      g_assert_true (gtk_widget_get_mapped (focus));
      if (focus == first)
        break;
      if (first == NULL)
        first = focus;
      g_assert_false (g_ptr_array_find (seen, focus, NULL));
      g_ptr_array_add (seen, focus);
      if (closes (focus) && in_header (focus))
        close = TRUE;
      else if (!in_header (focus))
        content++;
    }
  g_assert_true (gtk_window_get_focus (GTK_WINDOW (window)) == first);
  g_assert_true (close);
  return content;
}

static void
test_tab (void)
{
  g_autoptr(LairApplication) app = ui_test_application_new ();
  LairStore *store = app_store (app);
  GtkWidget *window;

  /* with no games the page says so, with nothing to stop on */
  window = open_window (app);
  g_assert_cmpuint (check_tab_cycle (window), ==, 0);
  close_window (window);

  record_games (store, 3, 7000);
  window = open_window (app);
  for (guint i = 0; i < 4; i++)
    {
      static const char * const pages[] = { "statistics", "achievements", "players", "history" };

      show_page (window, pages[i]);
      g_assert_cmpuint (check_tab_cycle (window), >, 0);
    }
  gtk_widget_activate_action (window, "statistics.show-player", "s", "Computer 1");
  ui_test_wait_until (ui_test_is_showing (ui_test_find (history_top (window), ADW_TYPE_PREFERENCES_PAGE,
                                                        named, (gpointer) "player")));
  g_assert_cmpuint (check_tab_cycle (window), >, 0);
  close_window (window);
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
  { "/statistics/game-page", test_game_page },
  { "/statistics/no-replay", test_no_replay },
  { "/statistics/search-sort", test_search_sort },
  { "/statistics/player-page", test_player_page },
  { "/statistics/reload", test_reload },
  { "/statistics/tab", test_tab },
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
