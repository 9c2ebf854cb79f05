/* test-watch.c — a past game watched again on the board: the same
 * results, paused and stepped, nothing recorded, the game kept to resume
 * untouched, the history back in view at the end
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "lair-game-view.h"
#include "lair-scenario-export.h"
#include "lair-statistics-window.h"
#include "lair-summary-view.h"
#include "lair-window.h"
#include "ui-test-utils.h"

typedef struct {
  LairApplication *app;
  LairWindow *window;
  LairGameSession *session;
  LairGameView *view;
  LairStore *store;
} Fixture;

static void
fixture_setup (Fixture       *f,
               gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  f->app = ui_test_application_new ();
  f->window = lair_window_new (f->app);
  f->session = lair_window_get_session (f->window);
  f->view = lair_window_get_game_view (f->window);
  lair_game_session_set_think_delay (f->session, 0);
  lair_game_session_set_grace_delay (f->session, 0);
  lair_game_session_set_reveal_delay (f->session, 0);
  ui_test_present (GTK_WINDOW (f->window));
  f->store = lair_application_get_store (f->app, &error);
  g_assert_no_error (error);
  g_assert_nonnull (f->store);
}

static void
fixture_teardown (Fixture       *f,
                  gconstpointer  data)
{
  lair_game_keeper_discard (lair_window_get_keeper (f->window));
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (f->app)); l != NULL;
       l = gtk_application_get_windows (GTK_APPLICATION (f->app)))
    ui_test_destroy (l->data);
  g_clear_object (&f->app);
}

static gboolean
watch_enabled (Fixture *f)
{
  return g_action_group_get_action_enabled (G_ACTION_GROUP (f->app), "watch-game");
}

static void
activate_watch (Fixture *f,
                gint64   id)
{
  g_action_group_activate_action (G_ACTION_GROUP (f->app), "watch-game", g_variant_new_int64 (id));
}

/* What the board does with @key, as its shortcut controller hears it
 * before any focused widget; %FALSE if it lets the key go on */
static gboolean
press (Fixture *f,
       guint    key)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (f->view));

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;
      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);
          GtkShortcutTrigger *trigger = gtk_shortcut_get_trigger (shortcut);

          if (GTK_IS_KEYVAL_TRIGGER (trigger) &&
              gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger)) == key)
            return gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut), GTK_SHORTCUT_ACTION_EXCLUSIVE,
                                                 GTK_WIDGET (f->view), gtk_shortcut_get_arguments (shortcut));
        }
    }
  g_assert_not_reached ();
}

static void
seat_players (Fixture *f)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (lair_game_session_join_seat (f->session, 0, &error));
  g_assert_true (lair_game_session_finish_joining (f->session, 0, "Ann", &error));
  g_assert_true (lair_game_session_make_computer (f->session, 1, &error));
  g_assert_true (lair_game_session_make_computer (f->session, 2, &error));
  g_assert_no_error (error);
  lair_seat_set_level (lair_game_session_get_seat (f->session, 2), LAIR_AI_HARD);
}

/* Ann takes the first of her options; the summaries are clicked on. */
static gboolean
play_cb (gpointer data)
{
  Fixture *f = data;
  LairSeat *ann = lair_game_session_get_seat (f->session, 0);
  GtkWidget *next = ui_test_find_button (GTK_WIDGET (f->window), "Next Dungeon");
  GtkWidget *results = ui_test_find_button (GTK_WIDGET (f->window), "See Results");
  LairOptions options = lair_seat_get_options (ann);

  if (ui_test_is_showing (next))
    g_signal_emit_by_name (next, "clicked");
  else if (ui_test_is_showing (results))
    g_signal_emit_by_name (results, "clicked");
  if (options != 0 && lair_seat_get_selection (ann) != LAIR_SELECTION_SELECTED)
    for (LairChoice c = 0; c < LAIR_N_CHOICES; c++)
      if (options & LAIR_OPTION (c))
        {
          g_assert_true (lair_game_session_choose (f->session, 0, c, NULL));
          break;
        }
  return G_SOURCE_CONTINUE;
}

static gboolean
summary_showing (Fixture *f)
{
  return ui_test_is_showing (ui_test_find (GTK_WIDGET (f->window), LAIR_TYPE_SUMMARY_VIEW, NULL, NULL));
}

/* Plays a game through the window into the history; returns its id. */
static gint64
record_game (Fixture *f)
{
  g_autoptr(GPtrArray) history = NULL;
  g_autoptr(GError) error = NULL;
  guint source;

  seat_players (f);
  g_assert_true (watch_enabled (f));
  /* as a player starts it, with the seed the window gives it */
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.play", NULL);
  g_assert_cmpint (lair_game_session_get_phase (f->session), ==, LAIR_SESSION_PLAYING);
  /* never in place of a game being played, and its keys are the game's */
  g_assert_false (watch_enabled (f));
  g_assert_false (press (f, GDK_KEY_space));
  g_assert_false (press (f, GDK_KEY_Right));
  source = g_timeout_add (5, play_cb, f);
  ui_test_wait_until (summary_showing (f));
  g_source_remove (source);
  g_assert_true (watch_enabled (f));

  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.leave-game", NULL);
  ui_test_wait_until (lair_game_session_get_phase (f->session) == LAIR_SESSION_MENU);
  history = lair_store_get_history (f->store, 0, 1, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (history->len, ==, 1);
  g_assert_true (((LairStoreGame *) g_ptr_array_index (history, 0))->has_replay);
  /* and it can be written out as a scenario file */
  {
    g_autoptr(GString) scenario = g_string_new (NULL);

    g_assert_true (lair_scenario_export_game (f->store, ((LairStoreGame *) g_ptr_array_index (history, 0))->id,
                                              scenario, &error));
    g_assert_no_error (error);
    g_assert_nonnull (strstr (scenario->str, "\"moves\""));
  }
  return ((LairStoreGame *) g_ptr_array_index (history, 0))->id;
}

/* A game left unfinished, kept to resume; returns what the file holds. */
static GBytes *
keep_a_game (Fixture *f)
{
  LairGameKeeper *keeper = lair_window_get_keeper (f->window);
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) file = g_file_new_for_path (lair_game_keeper_get_path (keeper));
  GBytes *bytes;

  g_assert_true (lair_game_session_play (f->session, &error));
  g_assert_no_error (error);
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.leave-game", NULL);
  ui_test_wait_until (lair_game_keeper_get_can_resume (keeper));
  g_assert_true (lair_game_keeper_get_can_resume (keeper));
  bytes = g_file_load_bytes (file, NULL, NULL, &error);
  g_assert_no_error (error);
  return bytes;
}

static gboolean
has_tooltip (GtkWidget *widget,
             gpointer   data)
{
  return g_strcmp0 (gtk_widget_get_tooltip_text (widget), data) == 0;
}

/* The watching bar's button with @tooltip, which names its key */
static GtkWidget *
bar_button (Fixture    *f,
            const char *tooltip)
{
  return ui_test_find (GTK_WIDGET (f->view), GTK_TYPE_BUTTON, has_tooltip, (gpointer) tooltip);
}

static gboolean
has_text (GtkWidget *widget,
          gpointer   data)
{
  return strstr (gtk_label_get_text (GTK_LABEL (widget)), data) != NULL;
}

/* The log's lines that turn room @room over */
static guint
count_lines (GListModel *log,
             guint       room)
{
  g_autofree char *prefix = g_strdup_printf ("Room %u:", room);
  guint n = 0;

  for (guint i = 0; i < g_list_model_get_n_items (log); i++)
    {
      g_autoptr(GtkStringObject) line = g_list_model_get_item (log, i);

      n += g_str_has_prefix (gtk_string_object_get_string (line), prefix);
    }
  return n;
}

static gboolean
row_for (GtkWidget *widget,
         gpointer   data)
{
  return g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), data) == 0;
}

/* The results on the page are the history's: each seat's row ends on its
 * recorded chest, and the winners and achievements are those recorded. */
static void
check_results (Fixture       *f,
               LairStoreGame *game)
{
  GtkWidget *summary = ui_test_find (GTK_WIDGET (f->window), LAIR_TYPE_SUMMARY_VIEW, NULL, NULL);

  for (guint p = 0; p < game->n_players; p++)
    {
      LairSeat *seat = lair_game_session_get_seat (f->session, p);
      GtkWidget *row = ui_test_find (summary, ADW_TYPE_ACTION_ROW, row_for, game->seats[p].name);
      g_autofree char *last = g_strdup_printf ("$%d", game->seats[p].chest);
      const char *subtitle;

      g_assert_cmpstr (lair_seat_get_name (seat), ==, game->seats[p].name);
      g_assert_cmpint (lair_seat_get_chest (seat), ==, game->seats[p].chest);
      g_assert_cmpint (lair_seat_get_gold_bars (seat), ==, game->seats[p].gold_bars);
      g_assert_cmpint (lair_seat_get_winner (seat), ==, game->seats[p].winner);
      g_assert_cmpuint (lair_seat_get_achievements (seat), ==, game->seats[p].achievements);
      g_assert_nonnull (row);
      subtitle = adw_action_row_get_subtitle (ADW_ACTION_ROW (row));
      g_assert_true (g_str_has_suffix (subtitle, last));
    }
}

static gboolean
has_name (GtkWidget *widget,
          gpointer   data)
{
  return g_strcmp0 (gtk_widget_get_name (widget), data) == 0;
}

static void
test_watch (Fixture       *f,
            gconstpointer  data)
{
  g_autoptr(LairStoreGame) game = NULL;
  g_autoptr(GBytes) kept = NULL;
  g_autoptr(GBytes) kept_after = NULL;
  g_autoptr(GFile) kept_file = NULL;
  g_autoptr(GError) error = NULL;
  LairGameKeeper *keeper = lair_window_get_keeper (f->window);
  GtkWindow *statistics;
  GtkWidget *bar;
  gint64 id = record_game (f);
  gint64 n_games = lair_store_count_games (f->store, NULL);
  guint room, dungeon, decision;

  game = lair_store_get_game (f->store, id, &error);
  g_assert_no_error (error);
  kept = keep_a_game (f);
  kept_file = g_file_new_for_path (lair_game_keeper_get_path (keeper));
  g_assert_cmpint (lair_store_count_games (f->store, NULL), ==, n_games);
  /* the menu now has two seats */
  g_assert_true (lair_game_session_leave_seat (f->session, 2, NULL));

  /* from the history */
  statistics = lair_statistics_window_new (f->app, GTK_WINDOW (f->window));
  ui_test_present (statistics);

  activate_watch (f, id);
  g_assert_true (lair_game_session_get_watching (f->session));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (statistics)));
  g_assert_false (watch_enabled (f));
  ui_test_wait_until (lair_game_session_get_phase (f->session) == LAIR_SESSION_PLAYING &&
                      ui_test_is_showing (GTK_WIDGET (f->view)));
  bar = bar_button (f, "Next Room (Right)");
  g_assert_nonnull (bar);
  ui_test_wait_until (ui_test_is_showing (bar));
  g_assert_true (ui_test_is_showing (bar_button (f, "Back to History (Esc)")));
  g_assert_true (ui_test_is_showing (bar_button (f, "Pause (Space)")));
  g_assert_true (ui_test_is_showing (bar_button (f, "Faster (+)")));
  /* the bar's actions work while the game is watched */
  g_assert_true (gtk_widget_is_sensitive (bar_button (f, "Pause (Space)")));
  g_assert_true (gtk_widget_is_sensitive (bar_button (f, "Next Room (Right)")));
  g_assert_true (gtk_widget_is_sensitive (bar_button (f, "Faster (+)")));
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (bar_button (f, "Pause (Space)")),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, "Pause");

  /* paused, nothing moves */
  g_assert_true (press (f, GDK_KEY_space));
  g_assert_true (lair_game_session_get_paused (f->session));
  ui_test_wait_until (!lair_game_view_get_busy (f->view));
  g_assert_true (ui_test_is_showing (bar_button (f, "Play (Space)")));
  g_assert_null (bar_button (f, "Pause (Space)"));
  g_assert_cmpstr (gtk_button_get_icon_name (GTK_BUTTON (bar_button (f, "Play (Space)"))), ==,
                   "media-playback-start-symbolic");
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (bar_button (f, "Play (Space)")),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, "Play");
  room = lair_game_session_get_room (f->session);
  dungeon = lair_game_session_get_dungeon (f->session);
  decision = lair_game_session_get_decision (f->session);
  ui_test_keep_running (300);
  g_assert_cmpuint (lair_game_session_get_decision (f->session), ==, decision);
  g_assert_cmpuint (lair_game_session_get_room (f->session), ==, room);

  /* a step is one room; the board tells it */
  g_assert_cmpuint (count_lines (lair_game_view_get_log (f->view), room + 1), ==, 0);
  g_assert_true (press (f, GDK_KEY_Right));
  g_assert_cmpuint (lair_game_session_get_dungeon (f->session), ==, dungeon);
  if (lair_game_session_get_phase (f->session) == LAIR_SESSION_PLAYING)
    {
      g_assert_cmpuint (lair_game_session_get_room (f->session), ==, room + 1);
      ui_test_wait_until (!lair_game_view_get_busy (f->view));
      g_assert_cmpuint (count_lines (lair_game_view_get_log (f->view), room + 1), ==, 1);
    }
  else
    g_assert_cmpint (lair_game_session_get_phase (f->session), ==, LAIR_SESSION_REVEAL);
  decision = lair_game_session_get_decision (f->session);
  ui_test_keep_running (300);
  g_assert_cmpuint (lair_game_session_get_decision (f->session), ==, decision);

  /* slower, faster, and on to the end */
  g_assert_true (press (f, GDK_KEY_minus));
  g_assert_cmpfloat (lair_game_session_get_watch_speed (f->session), ==, 0.5);
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (bar_button (f, "Slower (-)"))));
  gtk_widget_activate_action (GTK_WIDGET (f->view), "watch.speed", "i", 1);
  g_assert_cmpfloat (lair_game_session_get_watch_speed (f->session), ==, 2.0);
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (bar_button (f, "Faster (+)"))));
  g_assert_false (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (bar_button (f, "Slower (-)"))));
  g_assert_true (press (f, GDK_KEY_space));
  g_assert_false (lair_game_session_get_paused (f->session));
  ui_test_wait_until (summary_showing (f));
  check_results (f, game);

  /* nothing recorded, the kept game as it was */
  g_assert_cmpint (lair_store_count_games (f->store, NULL), ==, n_games);
  kept_after = g_file_load_bytes (kept_file, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (g_bytes_equal (kept, kept_after));

  /* back to the history, and the menu as it was */
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.leave-game", NULL);
  ui_test_wait_until (lair_game_session_get_phase (f->session) == LAIR_SESSION_MENU);
  g_assert_false (lair_game_session_get_watching (f->session));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (statistics)));
  /* on the page of the game just watched */
  {
    g_autofree char *page_name = g_strdup_printf ("game-%" G_GINT64_FORMAT, id);
    GtkWidget *page = NULL;

    ui_test_wait_until ((page = ui_test_find (GTK_WIDGET (statistics), ADW_TYPE_PREFERENCES_PAGE,
                                              has_name, page_name)) != NULL &&
                        ui_test_is_showing (page));
  }
  g_assert_true (lair_game_keeper_get_can_resume (keeper));
  g_assert_cmpstr (lair_seat_get_name (lair_game_session_get_seat (f->session, 0)), ==, "Ann");
  g_assert_cmpint (lair_seat_get_kind (lair_game_session_get_seat (f->session, 2)), ==, LAIR_SEAT_EMPTY);
  g_assert_true (watch_enabled (f));
  /* no longer watching: the bar's actions do nothing */
  g_assert_false (gtk_widget_is_sensitive (bar_button (f, "Next Room (Right)")));
  g_assert_false (gtk_widget_is_sensitive (bar_button (f, "Faster (+)")));
  gtk_widget_activate_action (GTK_WIDGET (f->view), "watch.pause", NULL);
  g_assert_false (lair_game_session_get_paused (f->session));
}

/* Watch pressed from the keyboard: the keys are on Back to History, and
 * at the end on Play Again, each with its ring */
static void
test_keys_ring (Fixture       *f,
                gconstpointer  data)
{
  gint64 id = record_game (f);
  GtkWindow *statistics;
  GtkWidget *focus;
  GtkWidget *again;

  statistics = lair_statistics_window_new (f->app, GTK_WINDOW (f->window));
  ui_test_present (statistics);
  /* as a key pressed in the window leaves it */
  gtk_window_set_focus_visible (statistics, TRUE);
  activate_watch (f, id);
  ui_test_wait_until (lair_game_session_get_phase (f->session) == LAIR_SESSION_PLAYING &&
                      ui_test_is_showing (GTK_WIDGET (f->view)));
  focus = gtk_root_get_focus (GTK_ROOT (f->window));
  g_assert_nonnull (focus);
  g_test_message ("watching, the keys on %s", G_OBJECT_TYPE_NAME (focus));
  g_assert_true (GTK_IS_ACTIONABLE (focus));
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (focus)), ==, "win.leave-game");
  g_assert_true (ui_test_is_showing (focus));
  g_assert_true (gtk_window_get_focus_visible (GTK_WINDOW (f->window)));

  /* on to the end, room by room */
  gtk_window_set_focus_visible (GTK_WINDOW (f->window), FALSE);
  while (lair_game_session_get_phase (f->session) != LAIR_SESSION_FINISHED)
    {
      gtk_widget_activate_action (GTK_WIDGET (f->view), "watch.step", NULL);
      ui_test_keep_running (20);
    }
  again = ui_test_find_button (GTK_WIDGET (f->window), "Play Again");
  ui_test_wait_until (ui_test_is_showing (again));
  g_assert_true (gtk_widget_has_focus (again));
  g_assert_true (gtk_window_get_focus_visible (GTK_WINDOW (f->window)));
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.leave-game", NULL);
  ui_test_wait_until (lair_game_session_get_phase (f->session) == LAIR_SESSION_MENU);
}

/* Stopped with Escape in the middle: nothing recorded or kept */
static void
test_stop (Fixture       *f,
           gconstpointer  data)
{
  LairGameKeeper *keeper = lair_window_get_keeper (f->window);
  gint64 id = record_game (f);
  gint64 n_games = lair_store_count_games (f->store, NULL);

  activate_watch (f, id);
  g_assert_true (lair_game_session_get_watching (f->session));
  gtk_widget_activate_action (GTK_WIDGET (f->view), "watch.pause", NULL);
  for (guint i = 0; i < 3; i++)
    gtk_widget_activate_action (GTK_WIDGET (f->view), "watch.step", NULL);
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.leave-game", NULL);
  ui_test_wait_until (lair_game_session_get_phase (f->session) == LAIR_SESSION_MENU);
  g_assert_false (lair_game_session_get_watching (f->session));
  g_assert_false (lair_game_session_get_held (f->session));
  g_assert_false (lair_game_keeper_get_can_resume (keeper));
  g_assert_false (g_file_test (lair_game_keeper_get_path (keeper), G_FILE_TEST_EXISTS));
  g_assert_cmpint (lair_store_count_games (f->store, NULL), ==, n_games);
}

/* A game recorded without its replay, or no game at all, is explained in
 * a toast and nothing starts. */
static void
test_no_replay (Fixture       *f,
                gconstpointer  data)
{
  g_autofree LairGameRecord *record = g_new0 (LairGameRecord, 1);
  g_autoptr(GError) error = NULL;
  LairStoreGameInfo info = { 0 };
  gint64 id = record_game (f);
  gint64 old_id;
  g_autoptr(LairStoreGame) game = lair_store_get_game (f->store, id, &error);

  /* the same game, as a history from before replays would hold it */
  g_assert_no_error (error);
  lair_record_begin (record);
  record->n_players = game->n_players;
  record->n_dungeons = game->n_dungeons;
  record->finished = TRUE;
  record->moves.overflow = TRUE;
  for (guint p = 0; p < game->n_players; p++)
    {
      record->seats[p].chest = game->seats[p].chest;
      record->seats[p].winner = game->seats[p].winner;
      info.seats[p].name = game->seats[p].name;
    }
  for (guint d = 0; d < game->n_dungeons; d++)
    record->dungeons[d] = game->dungeons[d];
  info.seed = game->seed;
  g_assert_true (lair_store_record_game (f->store, &info, record, &old_id, &error));
  g_assert_no_error (error);

  activate_watch (f, old_id);
  g_assert_false (lair_game_session_get_watching (f->session));
  g_assert_cmpint (lair_game_session_get_phase (f->session), ==, LAIR_SESSION_MENU);
  ui_test_wait_until (ui_test_find (GTK_WIDGET (f->window), GTK_TYPE_LABEL, has_text,
                                    "cannot be watched again") != NULL);
}

static void
test_no_such_game (Fixture       *f,
                   gconstpointer  data)
{
  activate_watch (f, G_MAXINT64);
  g_assert_false (lair_game_session_get_watching (f->session));
  g_assert_cmpint (lair_game_session_get_phase (f->session), ==, LAIR_SESSION_MENU);
  ui_test_wait_until (ui_test_find (GTK_WIDGET (f->window), GTK_TYPE_LABEL, has_text,
                                    "There is no game") != NULL);
}

int
main (int   argc,
      char *argv[])
{
  ui_test_init (&argc, &argv);

  g_test_add ("/watch/to-the-end", Fixture, NULL, fixture_setup, test_watch, fixture_teardown);
  g_test_add ("/watch/keys-ring", Fixture, NULL, fixture_setup, test_keys_ring, fixture_teardown);
  g_test_add ("/watch/stop", Fixture, NULL, fixture_setup, test_stop, fixture_teardown);
  g_test_add ("/watch/no-replay", Fixture, NULL, fixture_setup, test_no_replay, fixture_teardown);
  g_test_add ("/watch/no-such-game", Fixture, NULL, fixture_setup, test_no_such_game, fixture_teardown);

  return ui_test_run ();
}
