/* test-window.c — the game window as players use it: seats, a whole game,
 * the results, the history and the computer levels kept per seat
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <signal.h>
#include <stdlib.h>

#include <glib/gstdio.h>
#include <gdk/x11/gdkx.h>

#include "lair-game-view.h"
#include "lair-labels.h"
#include "lair-path.h"
#include "lair-room-card.h"
#include "lair-rules-window.h"
#include "lair-statistics-window.h"
#include "lair-menu-view.h"
#include "lair-seat-panel.h"
#include "lair-seat-row.h"
#include "lair-summary-view.h"
#include "lair-table-top.h"
#include "lair-window.h"
#include "ui-test-utils.h"

typedef struct {
  LairApplication *app;
  LairWindow *window;
  LairGameSession *session;
  /* what the session told, to hold the board and the log to */
  guint n_left[LAIR_N_SEATS];
  guint n_scared[LAIR_N_SEATS];
  guint n_checks;
  guint n_summaries;
  gboolean saw_results_wait;
} Fixture;

static void
fixture_setup (Fixture       *f,
               gconstpointer  data)
{
  f->app = ui_test_application_new ();
  f->window = lair_window_new (f->app);
  f->session = lair_window_get_session (f->window);
  lair_game_session_set_think_delay (f->session, 0);
  lair_game_session_set_grace_delay (f->session, 0);
  lair_game_session_set_reveal_delay (f->session, 0);
  ui_test_present (GTK_WINDOW (f->window));
}

static void
fixture_teardown (Fixture       *f,
                  gconstpointer  data)
{
  /* every test starts with no game kept */
  lair_game_keeper_discard (lair_window_get_keeper (f->window));
  ui_test_destroy (GTK_WINDOW (f->window));
  g_clear_object (&f->app);
}

static GtkWidget *
seat_row (Fixture *f,
          guint    index)
{
  return ui_test_seat_row (GTK_WIDGET (f->window), index);
}

static GtkWidget *
play_button (Fixture *f)
{
  return ui_test_find_button (GTK_WIDGET (f->window), "Play");
}

static void
join (Fixture    *f,
      guint       index,
      const char *name)
{
  ui_test_join (GTK_WIDGET (f->window), f->session, index, name);
}

static void
add_computer (Fixture *f,
              guint    index,
              guint    dropdown_position)
{
  GtkWidget *row = seat_row (f, index);
  GtkWidget *dropdown;

  ui_test_click (row, "Computer");
  dropdown = ui_test_find (row, GTK_TYPE_DROP_DOWN, NULL, NULL);
  ui_test_wait_until (ui_test_is_showing (dropdown));
  g_assert_true (ui_test_is_showing (dropdown));
  gtk_drop_down_set_selected (GTK_DROP_DOWN (dropdown), dropdown_position);
}

static gboolean
is_finished (LairGameSession *session)
{
  return lair_game_session_get_phase (session) == LAIR_SESSION_FINISHED;
}

static gboolean
summary_showing (Fixture *f)
{
  return ui_test_is_showing (ui_test_find (GTK_WIDGET (f->window), LAIR_TYPE_SUMMARY_VIEW, NULL, NULL));
}


static void
seat_left_cb (LairGameSession *session,
              LairSeat        *seat,
              gint             gems,
              gint             bars,
              gint             value,
              gint             coins,
              guint            flags,
              Fixture         *f)
{
  f->n_left[lair_seat_get_index (seat)]++;
}

static void
spider_struck_cb (LairGameSession *session,
                  LairSeat        *seat,
                  gint             gems,
                  Fixture         *f)
{
  f->n_scared[lair_seat_get_index (seat)]++;
}

static guint
count_lines (GListModel *log,
             const char *prefix,
             const char *containing)
{
  guint n = 0;

  for (guint i = 0; i < g_list_model_get_n_items (log); i++)
    {
      g_autoptr(GtkStringObject) line = g_list_model_get_item (log, i);
      const char *text = gtk_string_object_get_string (line);

      if (g_str_has_prefix (text, prefix) && (containing == NULL || strstr (text, containing) != NULL))
        n++;
    }
  return n;
}

/* Whether a screen reader meets @card: the accessibility tree keeps every
 * card but the ones the board took away */
static void
assert_card_presented (LairRoomCard *card,
                       gboolean      presented)
{
  g_autofree char *mismatch = gtk_test_accessible_check_state (GTK_ACCESSIBLE (card),
                                                               GTK_ACCESSIBLE_STATE_HIDDEN, !presented);
  g_autofree char *name = lair_room_card_describe (card);

  if (mismatch != NULL)
    g_error ("the card “%s” is %s a screen reader, its hidden state is %s", name,
             presented ? "kept from" : "shown to", mismatch);
}

/* At rest, the board and the log say what the session says: the current
 * room is the one the players stand in, every card is named for its
 * room, the seats inside stand on it, and the log told every room and
 * every seat that went out. */
static void
check_board (Fixture *f)
{
  LairGameView *view = lair_window_get_game_view (f->window);
  LairPath *path = lair_game_view_get_path (view);
  GListModel *rooms = lair_game_session_get_rooms (f->session);
  GListModel *log = lair_game_view_get_log (view);
  g_autoptr(GPtrArray) cards = ui_test_find_all (GTK_WIDGET (path), LAIR_TYPE_ROOM_CARD, NULL, NULL);
  LairRoomItem *current = NULL;
  LairRoomCard *current_card;
  guint32 inside = 0;

  g_assert_false (lair_game_view_get_busy (view));
  for (guint i = 0; i < g_list_model_get_n_items (rooms); i++)
    {
      g_autoptr(LairRoomItem) room = g_list_model_get_item (rooms, i);
      g_autofree char *prefix = g_strdup_printf ("Room %u:", lair_room_item_get_number (room));

      if (lair_room_item_get_current (room))
        current = room;
      /* the log turned every room over */
      g_assert_cmpuint (count_lines (log, prefix, NULL), >=, 1);
    }
  g_assert_nonnull (current);

  current_card = lair_path_get_current_card (path);
  g_assert_nonnull (current_card);
  g_assert_true (lair_room_card_get_room (current_card) == current);
  g_assert_true (lair_room_card_get_current (current_card));
  g_assert_false (lair_room_card_get_face_down (current_card));
  {
    g_autofree char *name = lair_room_card_describe (current_card);
    g_autofree char *start = g_strdup_printf ("Room %u, ", lair_room_item_get_number (current));

    g_assert_true (g_str_has_prefix (name, start));
    g_assert_true (g_str_has_suffix (name, ", current"));
    g_assert_null (strstr (name, " 0 gems"));
  }

  for (guint i = 0; i < cards->len; i++)
    {
      LairRoomCard *card = g_ptr_array_index (cards, i);
      LairRoomItem *room = lair_room_card_get_room (card);
      g_autofree char *name = lair_room_card_describe (card);

      /* every card, even one the layout left out for want of room, is
       * there for a screen reader; the room ahead too */
      assert_card_presented (card, TRUE);
      if (room == NULL)
        {
          g_assert_cmpstr (name, ==, "The next room, face down");
          continue;
        }
      if (!gtk_widget_get_child_visible (GTK_WIDGET (card)))
        continue;
      {
        g_autofree char *start = g_strdup_printf ("Room %u, ", lair_room_item_get_number (room));

        g_assert_true (g_str_has_prefix (name, start));
      }
      g_assert_cmpint (lair_room_card_get_current (card), ==, room == current);
    }

  for (guint i = 0; i < LAIR_N_SEATS; i++)
    {
      LairSeat *seat = lair_game_session_get_seat (f->session, i);

      if (lair_seat_get_inside (seat))
        inside |= 1u << i;
      if (lair_seat_get_player (seat) >= 0)
        {
          g_autofree char *leaves = g_strdup_printf ("%s leaves with ", lair_seat_get_name (seat));
          g_autofree char *scared = g_strdup_printf ("The spider scares %s out", lair_seat_get_name (seat));

          g_assert_cmpuint (count_lines (log, leaves, NULL), ==, f->n_left[i]);
          g_assert_cmpuint (count_lines (log, scared, NULL), ==, f->n_scared[i]);
        }
    }
  g_assert_cmpuint (lair_path_get_inside (path), ==, inside);
  f->n_checks++;
}

/* A game resumed in the middle of a dungeon shows that dungeon as far as
 * the players came: every room passed face up in its place, the one they
 * stand in current, nothing of the rest, and nothing of a dungeon's end. */
static void
check_resumed_board (Fixture *f)
{
  LairGameView *view = lair_window_get_game_view (f->window);
  LairPath *path = lair_game_view_get_path (view);
  GListModel *rooms = lair_game_session_get_rooms (f->session);
  GListModel *log = lair_game_view_get_log (view);
  g_autoptr(GPtrArray) cards = ui_test_find_all (GTK_WIDGET (path), LAIR_TYPE_ROOM_CARD, NULL, NULL);
  guint n_rooms = g_list_model_get_n_items (rooms);
  guint shown = 0;
  LairRoomItem *current = NULL;

  ui_test_wait_for_frame (GTK_WIDGET (f->window));
  g_assert_cmpint (lair_game_session_get_phase (f->session), ==, LAIR_SESSION_PLAYING);
  g_assert_false (lair_game_view_get_busy (view));
  g_assert_false (summary_showing (f));
  g_assert_false (ui_test_is_showing (ui_test_find_button (GTK_WIDGET (f->window), "Next Dungeon")));
  g_assert_cmpuint (count_lines (log, "Everybody is out", NULL), ==, 0);
  g_assert_cmpuint (count_lines (log, "The spider’s lair was in room", NULL), ==, 0);
  g_assert_cmpuint (count_lines (log, "The adventure", NULL), ==, 0);

  g_assert_cmpuint (n_rooms, ==, lair_game_session_get_room (f->session));
  for (guint i = 0; i < n_rooms; i++)
    {
      g_autoptr(LairRoomItem) room = g_list_model_get_item (rooms, i);
      LairRoomCard *card = lair_path_get_card (path, room);

      g_assert_true (lair_room_item_get_entered (room));
      if (lair_room_item_get_current (room))
        current = room;
      g_assert_nonnull (card);
      g_assert_true (gtk_widget_get_child_visible (GTK_WIDGET (card)));
      g_assert_false (lair_room_card_get_face_down (card));
    }
  g_assert_nonnull (current);
  g_assert_true (lair_path_get_current (path) == current);
  g_assert_true (lair_room_card_get_current (lair_path_get_current_card (path)));

  for (guint i = 0; i < cards->len; i++)
    {
      LairRoomCard *card = g_ptr_array_index (cards, i);

      if (lair_room_card_get_room (card) != NULL && gtk_widget_get_child_visible (GTK_WIDGET (card)))
        shown++;
    }
  /* the older cards may fan out of sight on a small board, never more */
  g_assert_cmpuint (shown, <=, n_rooms);
  g_assert_cmpuint (shown, >, 0);
}

/* The summary at the end of each dungeon waits for its click; the last
 * one stands before the results. */
/* The keys are on a dungeon's summary, on the first row of its table,
 * beside @button */
static gboolean
summary_has_focus (Fixture   *f,
                   GtkWidget *button)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (f->window));

  return GTK_IS_LIST_BOX_ROW (focus) && gtk_widget_is_ancestor (focus, gtk_widget_get_parent (button)) &&
         gtk_widget_get_prev_sibling (focus) == NULL;
}

static void
click_summary (Fixture *f)
{
  GtkWidget *next = ui_test_find_button (GTK_WIDGET (f->window), "Next Dungeon");
  GtkWidget *results = ui_test_find_button (GTK_WIDGET (f->window), "See Results");
  GtkWidget *summary_view = ui_test_find (GTK_WIDGET (f->window), LAIR_TYPE_SUMMARY_VIEW, NULL, NULL);

  if (ui_test_is_showing (results))
    {
      /* the game is over, and the results wait for the players */
      g_assert_cmpint (lair_game_session_get_phase (f->session), ==, LAIR_SESSION_FINISHED);
      g_assert_false (ui_test_is_showing (summary_view));
      g_assert_true (summary_has_focus (f, results));
      f->saw_results_wait = TRUE;
      f->n_summaries++;
      g_signal_emit_by_name (results, "clicked");
      /* the results take the keyboard to Play Again */
      ui_test_wait_until (ui_test_is_showing (summary_view));
      g_assert_true (gtk_widget_is_focus (ui_test_find_button (summary_view, "Play Again")));
    }
  else if (ui_test_is_showing (next))
    {
      g_assert_true (summary_has_focus (f, next));
      g_assert_cmpint (lair_game_session_get_phase (f->session), ==, LAIR_SESSION_REVEAL);
      f->n_summaries++;
      g_signal_emit_by_name (next, "clicked");
    }
}

/* The human at seat 0 plays through its panel: the first option while the
 * hand is small, Leave once it is worth keeping. */
static gboolean
play_human_cb (gpointer data)
{
  Fixture *f = data;
  LairSeat *seat = lair_game_session_get_seat (f->session, 0);
  GtkWidget *panel;
  GtkWidget *button;

  click_summary (f);
  if (lair_game_session_get_phase (f->session) == LAIR_SESSION_PLAYING &&
      lair_seat_get_selection (seat) != LAIR_SELECTION_SELECTED &&
      !lair_game_view_get_busy (lair_window_get_game_view (f->window)))
    check_board (f);

  /* the panel offers the decision once the board has told the last */
  if (lair_game_session_get_phase (f->session) != LAIR_SESSION_PLAYING ||
      !lair_seat_get_inside (seat) || lair_seat_get_options (seat) == 0 ||
      lair_seat_get_selection (seat) == LAIR_SELECTION_SELECTED ||
      lair_game_view_get_busy (lair_window_get_game_view (f->window)))
    return G_SOURCE_CONTINUE;

  panel = ui_test_find (GTK_WIDGET (f->window), LAIR_TYPE_SEAT_PANEL, NULL, NULL);
  g_assert_true (lair_seat_panel_get_seat (LAIR_SEAT_PANEL (panel)) == seat);
  lair_seat_panel_open_options (LAIR_SEAT_PANEL (panel));
  g_assert_cmpint (lair_seat_get_selection (seat), ==, LAIR_SELECTION_SELECTING);

  button = lair_seat_has_option (seat, LAIR_CHOICE_LEAVE) && lair_seat_get_hand (seat) >= 8
           ? ui_test_find_button (panel, "Leave") : NULL;
  if (button == NULL)
    {
      /* the first option of the menu */
      GtkWidget *popover = ui_test_find (panel, GTK_TYPE_POPOVER, NULL, NULL);

      button = ui_test_find (popover, GTK_TYPE_BUTTON, NULL, NULL);
    }
  g_assert_nonnull (button);
  g_signal_emit_by_name (button, "clicked");
  return G_SOURCE_CONTINUE;
}

static void
test_menu_and_game (Fixture       *f,
                    gconstpointer  data)
{
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  g_auto(GStrv) levels = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) panels = NULL;
  g_autoptr(GPtrArray) history = NULL;
  GtkWidget *personality;
  LairStore *store;
  guint source;

  /* an empty table cannot play */
  g_assert_true (ui_test_is_showing (GTK_WIDGET (seat_row (f, 8))) ||
                 gtk_widget_get_visible (GTK_WIDGET (seat_row (f, 8))));
  g_assert_false (gtk_widget_is_sensitive (play_button (f)));

  join (f, 0, "Ann");
  add_computer (f, 1, 2);   /* Hard */
  ui_test_wait_until (lair_seat_get_level (lair_game_session_get_seat (f->session, 1)) == LAIR_AI_HARD);
  g_assert_cmpint (lair_seat_get_level (lair_game_session_get_seat (f->session, 1)), ==, LAIR_AI_HARD);

  /* the level is kept for the seat */
  levels = g_settings_get_strv (settings, "computer-levels");
  g_assert_cmpstr (levels[1], ==, "hard");
  g_assert_cmpstr (levels[0], ==, "normal");
  g_assert_true (gtk_widget_is_sensitive (play_button (f)));

  ui_test_click (GTK_WIDGET (f->window), "Play");
  ui_test_wait_until (lair_game_session_get_phase (f->session) == LAIR_SESSION_PLAYING);
  g_assert_cmpint (lair_game_session_get_phase (f->session), ==, LAIR_SESSION_PLAYING);

  /* one panel per seat in the game, the computer's with its personality */
  panels = ui_test_find_all (GTK_WIDGET (f->window), LAIR_TYPE_SEAT_PANEL, NULL, NULL);
  g_assert_cmpuint (panels->len, ==, 2);
  ui_test_wait_until (ui_test_is_showing (g_ptr_array_index (panels, 1)));
  g_assert_true (ui_test_is_showing (g_ptr_array_index (panels, 1)));
  personality = ui_test_find (g_ptr_array_index (panels, 1), GTK_TYPE_LABEL, NULL, NULL);
  g_assert_nonnull (personality);
  {
    g_autoptr(GPtrArray) labels = ui_test_find_all (g_ptr_array_index (panels, 1), GTK_TYPE_LABEL, NULL, NULL);
    const char *words = lair_seat_get_personality (lair_game_session_get_seat (f->session, 1));
    gboolean found = FALSE;

    g_assert_nonnull (words);
    for (guint i = 0; i < labels->len; i++)
      found |= g_str_has_prefix (gtk_label_get_text (g_ptr_array_index (labels, i)), "Hard · ") &&
               strstr (gtk_label_get_text (g_ptr_array_index (labels, i)), words) != NULL;
    g_assert_true (found);
  }

  g_signal_connect (f->session, "seat-left", G_CALLBACK (seat_left_cb), f);
  g_signal_connect (f->session, "spider-struck", G_CALLBACK (spider_struck_cb), f);
  source = g_timeout_add (5, play_human_cb, f);
  ui_test_wait_until_timeout (f->saw_results_wait, 60000);
  g_source_remove (source);
  /* what the click on the results left for later has run */
  ui_test_wait_until (!g_main_context_pending (NULL));
  g_signal_handlers_disconnect_by_data (f->session, f);

  /* every dungeon ended on its summary, the last before the results */
  g_assert_cmpuint (f->n_summaries, ==, LAIR_N_DUNGEONS);
  g_assert_true (is_finished (f->session));
  g_assert_cmpuint (f->n_checks, >, 5);

  /* the results, and the game in the history */
  ui_test_wait_until (summary_showing (f));
  g_assert_true (ui_test_is_showing (ui_test_find (GTK_WIDGET (f->window), LAIR_TYPE_SUMMARY_VIEW, NULL, NULL)));
  g_assert_nonnull (ui_test_find_button (GTK_WIDGET (f->window), "Play Again"));
  store = lair_application_get_store (f->app, &error);
  g_assert_no_error (error);
  g_assert_cmpint (lair_store_count_games (store, NULL), >=, 1);
  history = lair_store_get_history (store, 0, 1, NULL);
  g_assert_cmpuint (history->len, ==, 1);

  /* back to the menu: the seats are as they were */
  ui_test_click (GTK_WIDGET (f->window), "Main Menu");
  ui_test_wait_until (lair_game_session_get_phase (f->session) == LAIR_SESSION_MENU);
  g_assert_cmpint (lair_game_session_get_phase (f->session), ==, LAIR_SESSION_MENU);
  g_assert_cmpint (lair_seat_get_kind (lair_game_session_get_seat (f->session, 1)), ==, LAIR_SEAT_COMPUTER);
}

/* A second window (a new start) offers the levels kept in the settings. */
static void
test_levels_persist (Fixture       *f,
                     gconstpointer  data)
{
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  const char *levels[] = { "easy", "hard", "normal", "hard", "easy", "normal", "normal", "hard", "easy", NULL };
  LairWindow *second;
  GtkWidget *row;
  GtkWidget *dropdown;

  g_settings_set_strv (settings, "computer-levels", levels);
  second = lair_window_new (f->app);
  for (guint i = 0; i < LAIR_N_SEATS; i++)
    {
      LairSeat *seat = lair_game_session_get_seat (lair_window_get_session (second), i);
      LairAiLevel level;

      g_assert_true (lair_ai_level_parse (levels[i], &level));
      g_assert_cmpint (lair_seat_get_level (seat), ==, level.kind);
    }

  ui_test_present (GTK_WINDOW (second));
  lair_game_session_make_computer (lair_window_get_session (second), 3, NULL);
  row = ui_test_seat_row (GTK_WIDGET (second), 3);
  dropdown = ui_test_find (row, GTK_TYPE_DROP_DOWN, NULL, NULL);
  ui_test_wait_until (ui_test_is_showing (dropdown));
  g_assert_true (ui_test_is_showing (dropdown));
  g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (dropdown)), ==, 2);
  ui_test_destroy (GTK_WINDOW (second));
}

/* Closing in the middle of a game keeps it; the next window resumes it. */
static void
test_resume (Fixture       *f,
             gconstpointer  data)
{
  LairWindow *second;
  LairGameSession *resumed;
  guint dungeon, room;

  join (f, 0, "Ann");
  add_computer (f, 1, 1);
  ui_test_click (GTK_WIDGET (f->window), "Play");
  /* a few steps in */
  for (guint i = 0; i < 3; i++)
    {
      LairSeat *seat = lair_game_session_get_seat (f->session, 0);
      LairOptions options;
      LairChoice first;

      /* Ann's turn again, once the computer has chosen and the room is
       * over; a dungeon that ended waits on its summary */
      ui_test_wait_until ((click_summary (f), lair_seat_get_options (seat) != 0 &&
                           lair_seat_get_selection (seat) != LAIR_SELECTION_SELECTED));
      options = lair_seat_get_options (seat);
      first = options != 0 ? (LairChoice) __builtin_ctz (options) : LAIR_CHOICE_NONE;

      /* the first option, never Leave */
      if (first == LAIR_CHOICE_LEAVE && (options & ~LAIR_OPTION (LAIR_CHOICE_LEAVE)) != 0)
        first = (LairChoice) __builtin_ctz (options & ~LAIR_OPTION (LAIR_CHOICE_LEAVE));
      g_assert_true (lair_seat_get_inside (seat));
      g_assert_true (lair_game_session_choose (f->session, 0, first, NULL));
    }
  dungeon = lair_game_session_get_dungeon (f->session);
  room = lair_game_session_get_room (f->session);
  g_object_add_weak_pointer (G_OBJECT (f->window), (gpointer *) &f->window);
  gtk_window_close (GTK_WINDOW (f->window));
  ui_test_wait_until (f->window == NULL);

  second = lair_window_new (f->app);
  ui_test_present (GTK_WINDOW (second));
  ui_test_click (GTK_WIDGET (second), "Resume Game");
  resumed = lair_window_get_session (second);
  ui_test_wait_until (lair_game_session_get_phase (resumed) == LAIR_SESSION_PLAYING);
  g_assert_cmpint (lair_game_session_get_phase (resumed), ==, LAIR_SESSION_PLAYING);
  g_assert_cmpuint (lair_game_session_get_dungeon (resumed), ==, dungeon);
  g_assert_cmpuint (lair_game_session_get_room (resumed), ==, room);
  g_assert_cmpstr (lair_seat_get_name (lair_game_session_get_seat (resumed, 0)), ==, "Ann");
  {
    LairWindow *first = f->window;
    LairGameSession *session = f->session;

    f->window = second;
    f->session = resumed;
    check_resumed_board (f);
    f->window = first;
    f->session = session;
  }
  /* the game is not offered again while it is being played */
  g_assert_false (ui_test_is_showing (ui_test_find_button (GTK_WIDGET (second), "Resume Game")));
  lair_game_keeper_discard (lair_window_get_keeper (second));
  ui_test_destroy (GTK_WINDOW (second));
  f->window = lair_window_new (f->app);
}

static GtkWindow *
find_toplevel (GType type)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (window, type))
        return window;
    }

  return NULL;
}

/* Answers the dialog on screen (a closed one may linger until freed) */
static GtkWindow *
shown_dialog (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  GtkWindow *dialog = NULL;

  for (guint i = 0; i < g_list_model_get_n_items (toplevels) && dialog == NULL; i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (window) && gtk_widget_get_visible (GTK_WIDGET (window)))
        dialog = window;
    }
  return dialog;
}

static void
respond (const char *response)
{
  GtkWindow *dialog;

  ui_test_wait_until (shown_dialog () != NULL);
  dialog = shown_dialog ();
  g_assert_nonnull (dialog);
  /* as the dialog's button does: answer, then close */
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), response);
  ui_test_destroy (dialog);
}

/* Back to the menu keeps the game to resume; throwing it away is asked
 * for, from the menu or when a new game would replace it. */
static void
test_back_to_menu_keeps (Fixture       *f,
                         gconstpointer  data)
{
  LairGameKeeper *keeper = lair_window_get_keeper (f->window);
  const char *path = lair_game_keeper_get_path (keeper);
  guint dungeon, room;

  join (f, 0, "Ann");
  add_computer (f, 1, 1);
  ui_test_click (GTK_WIDGET (f->window), "Play");
  ui_test_wait_until (lair_game_session_get_phase (f->session) == LAIR_SESSION_PLAYING);
  g_assert_cmpint (lair_game_session_get_phase (f->session), ==, LAIR_SESSION_PLAYING);
  /* kept from the first decision on, not only when the window closes */
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
  dungeon = lair_game_session_get_dungeon (f->session);
  room = lair_game_session_get_room (f->session);

  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.leave-game", NULL);
  ui_test_wait_until (lair_game_session_get_phase (f->session) == LAIR_SESSION_MENU);
  g_assert_cmpint (lair_game_session_get_phase (f->session), ==, LAIR_SESSION_MENU);
  g_assert_true (lair_game_keeper_get_can_resume (keeper));
  g_assert_true (ui_test_is_showing (ui_test_find_button (GTK_WIDGET (f->window), "Resume Game")));

  /* Play would replace it: asked first, and Cancel keeps it */
  ui_test_click (GTK_WIDGET (f->window), "Play");
  respond ("cancel");
  g_assert_cmpint (lair_game_session_get_phase (f->session), ==, LAIR_SESSION_MENU);
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));

  ui_test_click (GTK_WIDGET (f->window), "Resume Game");
  ui_test_wait_until (lair_game_session_get_phase (f->session) == LAIR_SESSION_PLAYING);
  g_assert_cmpint (lair_game_session_get_phase (f->session), ==, LAIR_SESSION_PLAYING);
  g_assert_cmpuint (lair_game_session_get_dungeon (f->session), ==, dungeon);
  g_assert_cmpuint (lair_game_session_get_room (f->session), ==, room);

  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.leave-game", NULL);
  ui_test_wait_until (lair_game_session_get_phase (f->session) == LAIR_SESSION_MENU);
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.discard-game", NULL);
  respond ("discard");
  ui_test_wait_until (!lair_game_keeper_get_can_resume (keeper));
  g_assert_false (lair_game_keeper_get_can_resume (keeper));
  g_assert_false (g_file_test (path, G_FILE_TEST_IS_REGULAR));
  g_assert_false (ui_test_is_showing (ui_test_find_button (GTK_WIDGET (f->window), "Resume Game")));
}

/* Says where the game stands, once the step that started the decision
 * is over (inside the signal the seats still hold the step before), and
 * kills the game */
static gboolean
kill_now_cb (gpointer data)
{
  LairGameSession *session = data;

  g_print ("killed in dungeon %u room %u chests", lair_game_session_get_dungeon (session),
           lair_game_session_get_room (session));
  for (guint i = 0; i < 2; i++)
    g_print (" %d", lair_seat_get_chest (lair_game_session_get_seat (session, i)));
  g_print ("\n");
  fflush (stdout);
  raise (SIGKILL);
  return G_SOURCE_REMOVE;
}

static void
kill_in_dungeon_two_cb (LairGameSession *session,
                        guint            room,
                        LairDecisionKind kind,
                        gpointer         data)
{
  guint dungeon = lair_game_session_get_dungeon (session);

  /* the third room of the second dungeon, or the first decision after it
   * where that dungeon ended sooner; the keeper has kept the game by now.
   * Before anything else can run: the computers wait at default
   * priority */
  if (dungeon < 2 || (dungeon == 2 && room < 3))
    return;
  g_idle_add_full (G_PRIORITY_HIGH, kill_now_cb, session, NULL);
}

/* A killed game loses at most the room being played: the game is kept
 * after every decision, and the next start resumes it there. */
static void
test_killed_mid_dungeon (Fixture       *f,
                         gconstpointer  data)
{
  g_autofree char *expected = NULL;

  if (g_test_subprocess ())
    {
      const char *path = lair_game_keeper_get_path (lair_window_get_keeper (f->window));
      g_autofree char *dir = g_path_get_dirname (path);
      g_autofree char *old = g_strnfill (1 << 20, 'A');

      /* a file left longer than any save: each save must replace it
       * whole, not write over its start */
      g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
      g_assert_true (g_file_set_contents (path, old, -1, NULL));
      /* the keeper saves first, then this handler kills the game */
      g_signal_connect (f->session, "decision-started", G_CALLBACK (kill_in_dungeon_two_cb), NULL);
      add_computer (f, 0, 1);
      add_computer (f, 1, 2);
      ui_test_click (GTK_WIDGET (f->window), "Play");
      ui_test_wait_until (is_finished (f->session));
      g_assert_not_reached ();
    }

  g_test_trap_subprocess (NULL, 120 * G_USEC_PER_SEC, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_failed ();
  g_test_trap_assert_stdout ("*killed in dungeon *");

  /* killed between removing the old save and renaming the new one: the
   * next start takes up the new one */
  {
    const char *path = lair_game_keeper_get_path (lair_window_get_keeper (f->window));
    g_autofree char *fresh = g_strconcat (path, ".new", NULL);

    g_assert_cmpint (g_rename (path, fresh), ==, 0);
  }

  /* this window is the next start */
  ui_test_destroy (GTK_WINDOW (f->window));
  f->window = lair_window_new (f->app);
  f->session = lair_window_get_session (f->window);
  /* the computers wait, so the game stands where it was resumed */
  lair_game_session_set_think_delay (f->session, 600000);
  ui_test_present (GTK_WINDOW (f->window));
  ui_test_click (GTK_WIDGET (f->window), "Resume Game");
  ui_test_wait_until (lair_game_session_get_phase (f->session) == LAIR_SESSION_PLAYING);
  g_assert_cmpint (lair_game_session_get_phase (f->session), ==, LAIR_SESSION_PLAYING);
  /* in the second dungeon or later, after a reveal */
  g_assert_cmpuint (lair_game_session_get_dungeon (f->session), >=, 2);
  check_resumed_board (f);
  expected = g_strdup_printf ("*killed in dungeon %u room %u chests %d %d\n*",
                              lair_game_session_get_dungeon (f->session),
                              lair_game_session_get_room (f->session),
                              lair_seat_get_chest (lair_game_session_get_seat (f->session, 0)),
                              lair_seat_get_chest (lair_game_session_get_seat (f->session, 1)));
  g_test_trap_assert_stdout (expected);
}

/* Every page of the window fits a phone: 360 pixels wide. */
static void
test_narrow (Fixture       *f,
             gconstpointer  data)
{
  int minimum;

  gtk_widget_measure (GTK_WIDGET (f->window), GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
  g_assert_cmpint (minimum, <=, 360);

  for (guint i = 0; i < LAIR_N_SEATS; i++)
    lair_game_session_make_computer (f->session, i, NULL);
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.play", NULL);
  ui_test_wait_until (lair_game_session_get_phase (f->session) != LAIR_SESSION_MENU);
  g_assert_cmpint (lair_game_session_get_phase (f->session), ==, LAIR_SESSION_PLAYING);
  gtk_widget_measure (GTK_WIDGET (f->window), GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
  g_assert_cmpint (minimum, <=, 360);
  ui_test_wait_until (is_finished (f->session));
  ui_test_wait_until (summary_showing (f));
  gtk_widget_measure (GTK_WIDGET (f->window), GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
  g_assert_cmpint (minimum, <=, 360);
}


static int
minimum_width (GtkWidget *widget)
{
  int minimum;

  gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
  return minimum;
}

/* Whether @panel is laid out compact, as for many seats or a phone */
static gboolean
is_compact (GtkWidget *panel)
{
  return gtk_widget_has_css_class (gtk_widget_get_first_child (panel), "compact");
}

/* Whether the @n seats' panels are all on the screen on one line */
static gboolean
seats_on_one_line (GtkWidget *view,
                   guint      n)
{
  g_autoptr(GPtrArray) panels = ui_test_find_all (view, LAIR_TYPE_SEAT_PANEL, NULL, NULL);
  graphene_rect_t first, bounds;

  if (panels->len != n)
    return FALSE;
  for (guint i = 0; i < panels->len; i++)
    if (!gtk_widget_get_mapped (panels->pdata[i]) ||
        !gtk_widget_compute_bounds (panels->pdata[i], view, i == 0 ? &first : &bounds) ||
        (i > 0 && bounds.origin.y != first.origin.y))
      return FALSE;
  return TRUE;
}

/* A game laid out on a wide window still fits a phone once the window
 * is made narrow: nothing of the wide layout holds the width. */
static void
test_narrow_after_wide (Fixture       *f,
                        gconstpointer  data)
{
  LairGameView *view = lair_window_get_game_view (f->window);
  GtkWidget *panel;
  int wide_height;

  gtk_window_set_default_size (GTK_WINDOW (f->window), 1280, 800);
  /* the computers wait, so the game stands */
  lair_game_session_set_think_delay (f->session, 600000);
  join (f, 0, "Ann");
  for (guint i = 1; i < 4; i++)
    add_computer (f, i, 1);
  ui_test_click (GTK_WIDGET (f->window), "Play");
  ui_test_wait_until (lair_game_session_get_phase (f->session) == LAIR_SESSION_PLAYING &&
                      ui_test_is_showing (GTK_WIDGET (view)) && gtk_widget_get_width (GTK_WIDGET (view)) >= 1200);
  /* four seats in full on a line */
  panel = ui_test_find (GTK_WIDGET (view), LAIR_TYPE_SEAT_PANEL, NULL, NULL);
  g_assert_nonnull (panel);
  ui_test_wait_until (seats_on_one_line (GTK_WIDGET (view), 4) && !is_compact (panel));
  ui_test_wait_for_frame (GTK_WIDGET (f->window));
  wide_height = gtk_widget_get_height (panel);

  /* nothing holds the width above a phone's, even laid out wide */
  g_assert_cmpint (minimum_width (GTK_WIDGET (f->window)), <=, 360);
  g_assert_cmpint (minimum_width (GTK_WIDGET (view)), <=, 360);
  /* made a phone's width in one step: under 720 pixels the board folds
   * the log away and the seats into a column */
  gtk_window_set_default_size (GTK_WINDOW (f->window), 360, 720);
  ui_test_wait_until_timeout (gtk_widget_get_width (GTK_WIDGET (view)) <= 360, 10000);
  ui_test_wait_for_frame (GTK_WIDGET (f->window));
  g_assert_cmpint (minimum_width (GTK_WIDGET (f->window)), <=, 360);
  g_assert_cmpint (minimum_width (GTK_WIDGET (view)), <=, 360);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (f->window)), <=, 360);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (view)), <=, 360);
  /* the seats in a column now: slimmer panels show more of them */
  ui_test_wait_until_timeout (is_compact (panel) && gtk_widget_get_height (panel) < wide_height, 10000);
  g_assert_cmpint (gtk_widget_get_height (panel), <, wide_height);
}


/* Whether @widget lies wholly inside @area */
static gboolean
lies_inside (GtkWidget *widget,
             GtkWidget *area)
{
  graphene_rect_t bounds;

  return gtk_widget_get_mapped (widget) && gtk_widget_compute_bounds (widget, area, &bounds) &&
         bounds.origin.x >= 0 && bounds.origin.y >= 0 &&
         bounds.origin.x + bounds.size.width <= gtk_widget_get_width (area) &&
         bounds.origin.y + bounds.size.height <= gtk_widget_get_height (area);
}

/* The height of the seats in @scroller at its width */
static int
seats_height (GtkWidget *scroller)
{
  GtkWidget *viewport = gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scroller));
  int natural;

  gtk_widget_measure (gtk_widget_get_first_child (viewport), GTK_ORIENTATION_VERTICAL,
                      gtk_widget_get_width (scroller), NULL, &natural, NULL, NULL);
  return natural;
}

/* A full table fits a 1280×800 window beside a readable board: every seat
 * in sight, none scrolled out of it */
static void
test_nine_seats (Fixture       *f,
                 gconstpointer  data)
{
  LairGameView *view = lair_window_get_game_view (f->window);
  g_autoptr(GPtrArray) panels = NULL;
  GtkWidget *scroller;
  GtkAdjustment *adjustment;

  gtk_window_set_default_size (GTK_WINDOW (f->window), 1280, 800);
  /* the computers wait, so the game stands */
  lair_game_session_set_think_delay (f->session, 600000);
  for (guint i = 0; i < LAIR_N_SEATS; i++)
    lair_game_session_make_computer (f->session, i, NULL);
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.play", NULL);
  ui_test_wait_until (lair_game_session_get_phase (f->session) == LAIR_SESSION_PLAYING &&
                      ui_test_is_showing (GTK_WIDGET (view)) && gtk_widget_get_width (GTK_WIDGET (view)) >= 1200);
  panels = ui_test_find_all (GTK_WIDGET (view), LAIR_TYPE_SEAT_PANEL, NULL, NULL);
  g_assert_cmpuint (panels->len, ==, LAIR_N_SEATS);
  scroller = gtk_widget_get_ancestor (panels->pdata[0], GTK_TYPE_SCROLLED_WINDOW);
  g_assert_nonnull (scroller);
  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));

  /* once the seats are laid out at the width they have, their area is
   * as tall as they are: no scrolling, and no room lost under them */
  ui_test_wait_until_timeout (gtk_widget_get_height (scroller) == seats_height (scroller), 10000);
  ui_test_wait_for_frame (GTK_WIDGET (f->window));
  g_assert_cmpfloat (gtk_adjustment_get_upper (adjustment), <=, gtk_adjustment_get_page_size (adjustment));
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (f->window)), <=, 1280);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (f->window)), <=, 800);
  for (guint i = 0; i < panels->len; i++)
    {
      g_assert_true (lies_inside (panels->pdata[i], GTK_WIDGET (f->window)));
      g_assert_true (lies_inside (panels->pdata[i], scroller));
    }
  /* the board keeps the most of the height */
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (lair_game_view_get_path (view))), >=, 450);
}


static gboolean
is_panel_of (GtkWidget *widget,
             gpointer   data)
{
  return lair_seat_get_index (lair_seat_panel_get_seat (LAIR_SEAT_PANEL (widget))) == GPOINTER_TO_UINT (data);
}

/* On a phone the seats scroll: the seat a person is to choose for comes
 * into sight, the first one's when the room comes, the next one's once
 * the first has chosen */
static void
test_narrow_shows_due_seat (Fixture       *f,
                            gconstpointer  data)
{
  LairGameView *view = lair_window_get_game_view (f->window);
  GtkWidget *ann, *zed, *scroller;
  GtkAdjustment *adjustment;

  gtk_window_set_default_size (GTK_WINDOW (f->window), 360, 720);
  ui_test_wait_until (gtk_widget_get_width (GTK_WIDGET (f->window)) <= 360);
  /* the computers wait, so the people's choices stay due */
  lair_game_session_set_think_delay (f->session, 600000);
  g_assert_true (lair_game_session_join_seat (f->session, 0, NULL));
  g_assert_true (lair_game_session_finish_joining (f->session, 0, "Ann", NULL));
  for (guint i = 1; i < 5; i++)
    lair_game_session_make_computer (f->session, i, NULL);
  g_assert_true (lair_game_session_join_seat (f->session, 5, NULL));
  g_assert_true (lair_game_session_finish_joining (f->session, 5, "Zed", NULL));
  lair_game_session_set_seed (f->session, 7);
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.play", NULL);
  ui_test_wait_until (lair_game_session_get_phase (f->session) == LAIR_SESSION_PLAYING &&
                      lair_seat_get_options (lair_game_session_get_seat (f->session, 0)) != 0 &&
                      !lair_game_view_get_busy (view) && ui_test_is_showing (GTK_WIDGET (view)) &&
                      gtk_widget_get_width (GTK_WIDGET (view)) <= 360);
  ann = ui_test_find (GTK_WIDGET (view), LAIR_TYPE_SEAT_PANEL, is_panel_of, GUINT_TO_POINTER (0));
  zed = ui_test_find (GTK_WIDGET (view), LAIR_TYPE_SEAT_PANEL, is_panel_of, GUINT_TO_POINTER (5));
  g_assert_nonnull (ann);
  g_assert_nonnull (zed);
  scroller = gtk_widget_get_ancestor (ann, GTK_TYPE_SCROLLED_WINDOW);
  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));

  /* Ann first, and the seats do not all fit */
  ui_test_wait_until (lies_inside (ann, scroller));
  ui_test_wait_for_frame (GTK_WIDGET (f->window));
  g_assert_true (lies_inside (ann, scroller));
  g_assert_cmpfloat (gtk_adjustment_get_upper (adjustment), >, gtk_adjustment_get_page_size (adjustment));
  g_assert_false (lies_inside (zed, scroller));

  /* Ann has chosen: Zed is still to */
  g_assert_true (lair_game_session_choose (f->session, 0, LAIR_CHOICE_STAY, NULL));
  ui_test_wait_until_timeout (lies_inside (zed, scroller), 10000);
  g_assert_true (lies_inside (zed, scroller));
  g_assert_false (lies_inside (ann, scroller));
}


/* The rules open at the room the players are in; the statistics open
 * from the menu and from Ctrl+S */
/* Where a seat of the menu lies in the window */
static double
seat_row_y (Fixture *f,
            guint    index)
{
  graphene_point_t point;

  g_assert_true (gtk_widget_compute_point (seat_row (f, index), GTK_WIDGET (f->window),
                                           &GRAPHENE_POINT_INIT (0, 0), &point));
  return point.y;
}

/* The seats do not move under the pointer when the first one is taken
 * and Play becomes possible */
static void
test_menu_holds_still (Fixture       *f,
                       gconstpointer  data)
{
  double before;

  ui_test_wait_for_frame (GTK_WIDGET (f->window));
  before = seat_row_y (f, 1);
  g_assert_false (gtk_widget_is_sensitive (play_button (f)));
  add_computer (f, 0, 1);
  ui_test_wait_until (gtk_widget_is_sensitive (play_button (f)));
  ui_test_wait_for_frame (GTK_WIDGET (f->window));
  g_assert_cmpfloat (seat_row_y (f, 1), ==, before);
}

/* Ctrl+? shows the keyboard shortcuts over the window, built only then */
static gboolean
is_shortcuts_window (gpointer item,
                     gpointer user_data)
{
  return GTK_IS_SHORTCUTS_WINDOW (item) &&
         gtk_window_get_transient_for (GTK_WINDOW (item)) == user_data;
}

static guint
count_shortcuts_windows (Fixture *f)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  guint n = 0;

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) item = g_list_model_get_item (toplevels, i);

      n += is_shortcuts_window (item, f->window);
    }
  return n;
}

static void
test_shortcuts (Fixture       *f,
                gconstpointer  data)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  g_assert_cmpuint (count_shortcuts_windows (f), ==, 0);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.show-help-overlay", NULL));
  ui_test_wait_until (count_shortcuts_windows (f) == 1);
  g_assert_cmpuint (count_shortcuts_windows (f), ==, 1);

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) item = g_list_model_get_item (toplevels, i);

      if (is_shortcuts_window (item, f->window))
        {
          g_assert_true (gtk_widget_get_visible (GTK_WIDGET (item)));
          gtk_window_close (GTK_WINDOW (item));
          break;
        }
    }
  ui_test_wait_until (count_shortcuts_windows (f) == 0);
  g_assert_cmpuint (count_shortcuts_windows (f), ==, 0);
}

static void
test_rules_and_statistics (Fixture       *f,
                           gconstpointer  data)
{
  GListModel *rooms = lair_game_session_get_rooms (f->session);
  g_autoptr(LairRoomItem) room = NULL;
  GtkWindow *rules;
  GtkWindow *statistics;

  rules = find_toplevel (LAIR_TYPE_RULES_WINDOW);
  g_assert_null (rules);
  g_action_group_activate_action (G_ACTION_GROUP (f->app), "rules", NULL);
  ui_test_wait_until (find_toplevel (LAIR_TYPE_RULES_WINDOW) != NULL);
  rules = find_toplevel (LAIR_TYPE_RULES_WINDOW);
  g_assert_nonnull (rules);
  g_assert_cmpstr (lair_rules_window_get_page_id (LAIR_RULES_WINDOW (rules)), ==, "index");
  ui_test_destroy (rules);

  join (f, 0, "Ann");
  ui_test_click (GTK_WIDGET (f->window), "Play");
  ui_test_wait_until (g_list_model_get_n_items (rooms) > 0);
  g_assert_cmpuint (g_list_model_get_n_items (rooms), >, 0);
  room = g_list_model_get_item (rooms, g_list_model_get_n_items (rooms) - 1);
  g_action_group_activate_action (G_ACTION_GROUP (f->app), "rules", NULL);
  ui_test_wait_until (find_toplevel (LAIR_TYPE_RULES_WINDOW) != NULL);
  rules = find_toplevel (LAIR_TYPE_RULES_WINDOW);
  g_assert_nonnull (rules);
  g_assert_cmpstr (lair_rules_window_get_page_id (LAIR_RULES_WINDOW (rules)), ==,
                   lair_room_help_page (room));
  ui_test_destroy (rules);

  g_assert_null (find_toplevel (LAIR_TYPE_STATISTICS_WINDOW));
  g_action_group_activate_action (G_ACTION_GROUP (f->app), "statistics", NULL);
  ui_test_wait_until (find_toplevel (LAIR_TYPE_STATISTICS_WINDOW) != NULL);
  statistics = find_toplevel (LAIR_TYPE_STATISTICS_WINDOW);
  g_assert_nonnull (statistics);
  ui_test_destroy (statistics);

  /* both have their keys */
  {
    g_auto(GStrv) keys = gtk_application_get_accels_for_action (GTK_APPLICATION (f->app), "app.statistics");

    g_assert_cmpstr (keys[0], ==, "<Control>s");
  }
  {
    g_auto(GStrv) keys = gtk_application_get_accels_for_action (GTK_APPLICATION (f->app), "app.rules");

    g_assert_cmpstr (keys[0], ==, "<Control>r");
  }
}



/* With delays, the board tells each room at a readable pace (here as
 * still pictures, quickly), and the game waits for the telling: a choice
 * made meanwhile resolves only once the story is told. */
static void
test_story_holds (Fixture       *f,
                  gconstpointer  data)
{
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  LairGameView *view = lair_window_get_game_view (f->window);
  LairSeat *ann;
  LairOptions options;
  guint decision;
  gint64 start;

  g_settings_set_double (settings, "animation-speed", 4.0);
  g_settings_set_boolean (settings, "animations", FALSE);
  lair_game_session_set_think_delay (f->session, 0);
  lair_game_session_set_grace_delay (f->session, 1);
  lair_game_session_set_reveal_delay (f->session, 1);

  join (f, 0, "Ann");
  add_computer (f, 1, 1);
  start = g_get_monotonic_time ();
  ui_test_click (GTK_WIDGET (f->window), "Play");

  /* the dungeon and its first room are being told, the game held */
  g_assert_true (lair_game_view_get_busy (view));
  g_assert_true (lair_game_session_get_held (f->session));
  ann = lair_game_session_get_seat (f->session, 0);
  options = lair_seat_get_options (ann) & ~LAIR_OPTION (LAIR_CHOICE_LEAVE);
  g_assert_cmpuint (options, !=, 0);
  decision = lair_game_session_get_decision (f->session);
  g_assert_true (lair_game_session_choose (f->session, 0, (LairChoice) __builtin_ctz (options), NULL));
  ui_test_keep_running (20);
  g_assert_cmpuint (lair_game_session_get_decision (f->session), ==, decision);

  ui_test_wait_until (!lair_game_view_get_busy (view));
  /* two beats at least, a still picture each, at four times the speed */
  g_assert_cmpint (g_get_monotonic_time () - start, >=, 250 * G_TIME_SPAN_MILLISECOND);
  g_assert_cmpuint (count_lines (lair_game_view_get_log (view), "Dungeon 1: ", NULL), ==, 1);
  g_assert_cmpuint (count_lines (lair_game_view_get_log (view), "Room 1:", NULL), ==, 1);

  /* the choice resolves: the next room, or the spider's, which ends the
   * dungeon on a summary that waits for its click */
  ui_test_wait_until (lair_game_session_get_decision (f->session) != decision ||
                      lair_game_session_get_phase (f->session) == LAIR_SESSION_REVEAL);
  g_assert_true (lair_game_session_get_decision (f->session) != decision ||
                 lair_game_session_get_phase (f->session) == LAIR_SESSION_REVEAL);

  g_settings_reset (settings, "animation-speed");
  g_settings_reset (settings, "animations");
}

/* The dungeon's summary lies beside the revealed rooms, never over them */
static void
check_summary_clear_of_rooms (Fixture *f)
{
  LairPath *path = lair_game_view_get_path (lair_window_get_game_view (f->window));
  GtkWidget *card = gtk_widget_get_parent (ui_test_find_button (GTK_WIDGET (f->window), "Next Dungeon"));
  g_autoptr(GPtrArray) rooms = ui_test_find_all (GTK_WIDGET (path), LAIR_TYPE_ROOM_CARD, NULL, NULL);
  graphene_rect_t summary;
  guint n_shown = 0;

  ui_test_wait_for_frame (GTK_WIDGET (f->window));
  g_assert_true (gtk_widget_compute_bounds (card, GTK_WIDGET (f->window), &summary));
  for (guint i = 0; i < rooms->len; i++)
    {
      GtkWidget *room = g_ptr_array_index (rooms, i);
      graphene_rect_t bounds;

      if (!gtk_widget_get_child_visible (room) || !gtk_widget_get_mapped (room))
        continue;
      g_assert_true (gtk_widget_compute_bounds (room, GTK_WIDGET (f->window), &bounds));
      g_assert_false (graphene_rect_intersection (&bounds, &summary, NULL));
      n_shown++;
    }
  g_assert_cmpuint (n_shown, >, 0);
}

/* The summary's button goes on at once: the players have seen the
 * dungeon's end, and the rest of the reveal delay is not waited out. */
static void
test_summary_goes_on (Fixture       *f,
                      gconstpointer  data)
{
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  LairSeat *ann = lair_game_session_get_seat (f->session, 0);
  GtkWidget *next;

  g_settings_set_double (settings, "animation-speed", 4.0);
  g_settings_set_boolean (settings, "animations", FALSE);
  lair_game_session_set_grace_delay (f->session, 1);
  /* far longer than the test may take */
  lair_game_session_set_reveal_delay (f->session, 60 * 60 * 1000);
  join (f, 0, "Ann");
  add_computer (f, 1, 1);
  ui_test_click (GTK_WIDGET (f->window), "Play");

  /* Ann leaves at once; the computer plays the dungeon out */
  ui_test_wait_until (lair_seat_get_options (ann) != 0);
  g_assert_true (lair_game_session_choose (f->session, 0, LAIR_CHOICE_LEAVE, NULL));
  ui_test_wait_until (ui_test_is_showing (ui_test_find_button (GTK_WIDGET (f->window), "Next Dungeon")));
  g_assert_cmpint (lair_game_session_get_phase (f->session), ==, LAIR_SESSION_REVEAL);
  g_assert_cmpuint (lair_game_session_get_dungeon (f->session), ==, 1);
  check_summary_clear_of_rooms (f);
  /* the dungeon lies face up, every room for a screen reader too, and no
   * room ahead is left face down in the tree once the dungeon is over */
  {
    LairPath *path = lair_game_view_get_path (lair_window_get_game_view (f->window));
    g_autoptr(GPtrArray) cards = ui_test_find_all (GTK_WIDGET (path), LAIR_TYPE_ROOM_CARD, NULL, NULL);
    guint n_rooms = 0;

    for (guint i = 0; i < cards->len; i++)
      {
        LairRoomCard *card = g_ptr_array_index (cards, i);

        g_assert_false (gtk_widget_get_child_visible (GTK_WIDGET (card)) && lair_room_card_get_room (card) == NULL);
        assert_card_presented (card, lair_room_card_get_room (card) != NULL);
        if (lair_room_card_get_room (card) != NULL)
          n_rooms++;
      }
    g_assert_cmpuint (n_rooms, ==, g_list_model_get_n_items (lair_game_session_get_rooms (f->session)));
  }
  /* it says when each seat left */
  {
    GtkWidget *card = gtk_widget_get_parent (ui_test_find_button (GTK_WIDGET (f->window), "Next Dungeon"));
    g_autoptr(GPtrArray) labels = ui_test_find_all (card, GTK_TYPE_LABEL, NULL, NULL);
    gboolean said = FALSE;

    for (guint i = 0; i < labels->len; i++)
      said |= strstr (gtk_label_get_text (g_ptr_array_index (labels, i)), "Left in room 1 with ") != NULL;
    g_assert_true (said);
  }

  next = ui_test_find_button (GTK_WIDGET (f->window), "Next Dungeon");
  g_signal_emit_by_name (next, "clicked");
  ui_test_wait_until (lair_game_session_get_dungeon (f->session) == 2);
  g_assert_cmpuint (lair_game_session_get_dungeon (f->session), ==, 2);
  g_assert_cmpuint (lair_game_session_get_room (f->session), ==, 1);
  g_assert_cmpint (lair_game_session_get_phase (f->session), ==, LAIR_SESSION_PLAYING);

  g_settings_reset (settings, "animation-speed");
  g_settings_reset (settings, "animations");
}

/* The gems in hand the seat's panel shows */
static gint
panel_hand (Fixture *f,
            guint    index)
{
  GtkWidget *button = ui_test_seat_hand (GTK_WIDGET (f->window), index);
  GtkWidget *label = ui_test_find (button, GTK_TYPE_LABEL, NULL, NULL);

  g_assert_nonnull (label);
  return atoi (gtk_label_get_text (GTK_LABEL (label)));
}

/* The width and height the seat's panel asks for: its width, and its
 * height at the width it has */
static void
panel_size (Fixture *f,
            guint    index,
            int     *width,
            int     *height)
{
  GtkWidget *panel = ui_test_seat_panel (GTK_WIDGET (f->window), index);

  gtk_widget_measure (panel, GTK_ORIENTATION_HORIZONTAL, -1, NULL, width, NULL, NULL);
  gtk_widget_measure (panel, GTK_ORIENTATION_VERTICAL, gtk_widget_get_width (panel), NULL, height, NULL, NULL);
}

/* Whether every seat panel is laid out compact, or every one at its full
 * size */
static gboolean
panels_compact (GtkWidget *view,
                gboolean   compact)
{
  g_autoptr(GPtrArray) panels = ui_test_find_all (view, LAIR_TYPE_SEAT_PANEL, NULL, NULL);

  for (guint i = 0; i < panels->len; i++)
    if (is_compact (panels->pdata[i]) != compact)
      return FALSE;
  return panels->len > 0;
}

/* The subtitle under the seat's name: its level and personality, or,
 * while the hand is pressed, what the next room is worth */
static const char *
panel_subtitle (Fixture *f,
                guint    index)
{
  GtkWidget *panel = ui_test_seat_panel (GTK_WIDGET (f->window), index);
  GtkStack *stack = GTK_STACK (ui_test_find (panel, GTK_TYPE_STACK, NULL, NULL));

  return gtk_label_get_text (GTK_LABEL (gtk_stack_get_visible_child (stack)));
}

/* Shows the odds, presses seat 0's hand and checks that the expected
 * value takes the subtitle's place, the number first (alone, and whole,
 * on a @compact panel), and that the panel keeps its size throughout */
static void
check_odds_in_place (Fixture   *f,
                     GSettings *settings,
                     gboolean   compact)
{
  GtkWidget *window = GTK_WIDGET (f->window);
  GtkWidget *hand = ui_test_seat_hand (window, 0);
  int width, height, width_without, height_without;

  g_settings_set_boolean (settings, "show-odds", FALSE);
  ui_test_wait_for_frame (window);
  panel_size (f, 0, &width_without, &height_without);
  g_settings_set_boolean (settings, "show-odds", TRUE);
  ui_test_wait_for_frame (window);
  panel_size (f, 0, &width, &height);
  g_assert_cmpint (height, ==, height_without);
  g_assert_cmpint (width, ==, width_without);
  g_assert_cmpstr (panel_subtitle (f, 0), ==, "Player");

  /* pressed, the hand tells what the next room is worth, in place */
  g_signal_emit_by_name (hand, "clicked");
  ui_test_wait_for_frame (window);
  g_assert_true (g_str_has_suffix (panel_subtitle (f, 0), compact ? " gems" : " gems from the next room"));
  g_assert_true (strchr ("+-", panel_subtitle (f, 0)[0]) != NULL);
  if (compact)
    {
      g_autoptr(GString) cut = g_string_new (NULL);

      ui_test_collect_cut (ui_test_seat_panel (window, 0), cut);
      if (cut->len > 0)
        g_error ("a compact panel cuts:%s", cut->str);
    }
  g_assert_cmpstr (panel_subtitle (f, 1), ==, "Player");
  panel_size (f, 0, &width, &height);
  g_assert_cmpint (height, ==, height_without);
  g_assert_cmpint (width, ==, width_without);

  /* pressed again, the subtitle is back */
  g_signal_emit_by_name (hand, "clicked");
  ui_test_wait_for_frame (window);
  g_assert_cmpstr (panel_subtitle (f, 0), ==, "Player");
}

/* A panel keeps no line for the odds: pressing the hand shows the
 * expected value in the subtitle's place, the number first, and moves
 * nothing, at its full size as on a phone or at a full table; compact,
 * beside the seat's state, it is short enough to be read whole. */
static void
test_odds_in_place (Fixture       *f,
                    gconstpointer  data)
{
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  GtkWidget *window = GTK_WIDGET (f->window);
  LairGameView *view = lair_window_get_game_view (f->window);

  gtk_window_set_default_size (GTK_WINDOW (f->window), 1280, 800);
  ui_test_wait_until (gtk_widget_get_width (window) >= 1200);
  /* the computers wait, so the game stands */
  lair_game_session_set_think_delay (f->session, 600000);
  join (f, 0, "Ann");
  join (f, 1, "Bob");
  add_computer (f, 2, 1);
  add_computer (f, 3, 1);
  ui_test_click (window, "Play");
  ui_test_wait_until (lair_seat_get_options (lair_game_session_get_seat (f->session, 0)) != 0 &&
                      !lair_game_view_get_busy (view));
  /* four seats at 1280 pixels sit at their full size */
  ui_test_wait_until (!is_compact (ui_test_seat_panel (window, 0)));
  check_odds_in_place (f, settings, FALSE);

  /* and compact, four to a line of the window's first width */
  gtk_window_set_default_size (GTK_WINDOW (f->window), 1000, 720);
  ui_test_wait_until (gtk_widget_get_width (window) <= 1000 && panels_compact (GTK_WIDGET (view), TRUE));
  check_odds_in_place (f, settings, TRUE);

  g_settings_reset (settings, "show-odds");
}

/* The seats sit on one line under the board whenever they can: at their
 * full size when a line of full panels fits, compact when it does not,
 * as four at the window's first width of 1000 pixels. A full panel's
 * width is its own, not its words': a long name gives way inside it. */
static void
test_seats_one_line (Fixture       *f,
                     gconstpointer  data)
{
  GtkWidget *window = GTK_WIDGET (f->window);
  GtkWidget *view = GTK_WIDGET (lair_window_get_game_view (f->window));
  int natural;

  gtk_window_set_default_size (GTK_WINDOW (f->window), 1280, 800);
  /* the computers wait, so the game stands */
  lair_game_session_set_think_delay (f->session, 600000);
  join (f, 0, "Bartholomew Featherstonehaugh-Fitzwilliam");
  for (guint i = 1; i < 4; i++)
    add_computer (f, i, 1);
  ui_test_click (window, "Play");
  ui_test_wait_until (lair_game_session_get_phase (f->session) == LAIR_SESSION_PLAYING &&
                      ui_test_is_showing (view) && gtk_widget_get_width (view) >= 1200);
  ui_test_wait_until (seats_on_one_line (view, 4) && panels_compact (view, FALSE));
  gtk_widget_measure (ui_test_seat_panel (window, 0), GTK_ORIENTATION_HORIZONTAL, -1, NULL, &natural, NULL, NULL);
  g_assert_cmpint (natural, ==, LAIR_SEAT_PANEL_FULL_WIDTH);

  /* the window's first width: four compact panels on one line */
  gtk_window_set_default_size (GTK_WINDOW (f->window), 1000, 720);
  ui_test_wait_until_timeout (gtk_widget_get_width (view) <= 1000 && panels_compact (view, TRUE) &&
                              seats_on_one_line (view, 4), 10000);

  /* wide again, full again */
  gtk_window_set_default_size (GTK_WINDOW (f->window), 1280, 800);
  ui_test_wait_until_timeout (gtk_widget_get_width (view) >= 1200 && panels_compact (view, FALSE) &&
                              seats_on_one_line (view, 4), 10000);
}

/* Where an open popover stands, in the window's coordinates */
static void
popover_bounds (GtkWidget       *window,
                GtkWidget       *popover,
                graphene_rect_t *out)
{
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (popover));
  GtkWidget *child = gtk_popover_get_child (GTK_POPOVER (popover));
  double wx, wy, px, py;
  graphene_rect_t inside;

  gtk_native_get_surface_transform (GTK_NATIVE (window), &wx, &wy);
  gtk_native_get_surface_transform (GTK_NATIVE (popover), &px, &py);
  g_assert_true (gtk_widget_compute_bounds (child, popover, &inside));
  graphene_rect_init (out, gdk_popup_get_position_x (GDK_POPUP (surface)) + px + inside.origin.x - wx,
                      gdk_popup_get_position_y (GDK_POPUP (surface)) + py + inside.origin.y - wy,
                      inside.size.width, inside.size.height);
}

/* At the window's first size, every seat's options open where the room
 * being decided on stays in view */
static void
test_options_beside_room (Fixture       *f,
                          gconstpointer  data)
{
  GtkWidget *window = GTK_WIDGET (f->window);
  LairGameView *view = lair_window_get_game_view (f->window);

  gtk_window_set_default_size (GTK_WINDOW (f->window), 1000, 720);
  /* the computers wait, so the room stands */
  lair_game_session_set_think_delay (f->session, 600000);
  join (f, 0, "Ada");
  for (guint i = 1; i < 4; i++)
    add_computer (f, i, 1);
  ui_test_click (window, "Play");
  ui_test_wait_until (lair_game_session_get_phase (f->session) == LAIR_SESSION_PLAYING &&
                      lair_path_get_current_card (lair_game_view_get_path (view)) != NULL &&
                      !lair_game_view_get_busy (view));
  ui_test_wait_for_rest (window);

  for (guint i = 0; i < 4; i++)
    {
      GtkWidget *panel = ui_test_seat_panel (window, i);
      GtkWidget *card = GTK_WIDGET (lair_path_get_current_card (lair_game_view_get_path (view)));
      GtkWidget *popover = ui_test_find (panel, GTK_TYPE_POPOVER, NULL, NULL);
      graphene_rect_t room, options;

      lair_seat_panel_open_options (LAIR_SEAT_PANEL (panel));
      ui_test_wait_until (gtk_widget_get_mapped (popover));
      ui_test_wait_for_frame (popover);
      g_assert_true (gtk_widget_compute_bounds (card, window, &room));
      popover_bounds (window, popover, &options);
      g_test_message ("seat %u: room %.0f,%.0f %.0f×%.0f; options %.0f,%.0f %.0f×%.0f", i,
                      room.origin.x, room.origin.y, room.size.width, room.size.height,
                      options.origin.x, options.origin.y, options.size.width, options.size.height);
      g_assert_false (graphene_rect_intersection (&room, &options, NULL));
      /* and inside the window */
      g_assert_cmpfloat (options.origin.x, >=, 0);
      g_assert_cmpfloat (options.origin.x + options.size.width, <=, gtk_widget_get_width (window));
      gtk_popover_popdown (GTK_POPOVER (popover));
      ui_test_wait_until (!gtk_widget_get_mapped (popover));
    }
}

/* What the first frame of a game showed */
typedef struct {
  GtkWidget *view;
  gboolean   painted;
  gboolean   log_shown;
  gboolean   compact;
} FirstFrame;

static void
first_frame_cb (GdkFrameClock *clock,
                FirstFrame    *first)
{
  if (first->painted || !gtk_widget_get_mapped (first->view) ||
      ui_test_find (first->view, LAIR_TYPE_SEAT_PANEL, NULL, NULL) == NULL)
    return;
  first->painted = TRUE;
  first->log_shown = ui_test_is_showing (ui_test_find (first->view, GTK_TYPE_LABEL, ui_test_label_is,
                                                       "What Happened"));
  first->compact = panels_compact (first->view, TRUE);
}

/* Whether a line of @log that reads @text lies wholly in its view */
static gboolean
last_line_shown (GtkWidget  *log,
                 const char *text)
{
  g_autoptr(GPtrArray) labels = ui_test_find_all (log, GTK_TYPE_LABEL, ui_test_label_is, (gpointer) text);

  for (guint i = 0; i < labels->len; i++)
    if (lies_inside (g_ptr_array_index (labels, i), log))
      return TRUE;
  return FALSE;
}

/* A game opened in a wide window is laid out wide from its first frame:
 * no frame of the narrow layout flashes by before it; and its log, shown
 * from that frame, follows the story to its latest line */
static void
test_first_frame_wide (Fixture       *f,
                       gconstpointer  data)
{
  GtkWidget *window = GTK_WIDGET (f->window);
  FirstFrame first = { GTK_WIDGET (lair_window_get_game_view (f->window)) };
  GdkFrameClock *clock;
  gulong id;

  gtk_window_set_default_size (GTK_WINDOW (f->window), 1280, 800);
  ui_test_wait_until (gtk_widget_get_width (window) >= 1200);
  join (f, 0, "Ann");
  add_computer (f, 1, 1);
  lair_game_session_set_seed (f->session, 7);
  clock = gtk_widget_get_frame_clock (window);
  id = g_signal_connect (clock, "after-paint", G_CALLBACK (first_frame_cb), &first);
  ui_test_click (window, "Play");
  ui_test_wait_until (first.painted);
  g_signal_handler_disconnect (clock, id);
  g_assert_true (first.log_shown);
  g_assert_false (first.compact);

  /* a few rooms on, the log shows its latest line */
  for (guint room = 0; room < 5; room++)
    {
      LairSeat *ann = lair_game_session_get_seat (f->session, 0);
      guint decision;

      ui_test_wait_until (lair_game_session_get_phase (f->session) != LAIR_SESSION_PLAYING ||
                          (lair_seat_get_options (ann) != 0 && !lair_game_view_get_busy (LAIR_GAME_VIEW (first.view))));
      if (lair_game_session_get_phase (f->session) != LAIR_SESSION_PLAYING || !lair_seat_get_inside (ann))
        break;
      decision = lair_game_session_get_decision (f->session);
      if (!lair_game_session_choose (f->session, 0, LAIR_CHOICE_STAY, NULL))
        break;
      ui_test_wait_until (lair_game_session_get_decision (f->session) != decision ||
                          lair_game_session_get_phase (f->session) != LAIR_SESSION_PLAYING);
    }
  {
    GtkWidget *log = ui_test_find (first.view, GTK_TYPE_LIST_VIEW, NULL, NULL);
    GListModel *lines = G_LIST_MODEL (gtk_list_view_get_model (GTK_LIST_VIEW (log)));
    GtkAdjustment *adjustment = gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (log));
    g_autoptr(GtkStringObject) last = g_list_model_get_item (lines, g_list_model_get_n_items (lines) - 1);

    /* the log ran longer than it shows, once laid out */
    ui_test_wait_until (gtk_adjustment_get_upper (adjustment) > gtk_adjustment_get_page_size (adjustment));
    g_test_message ("log of %u lines at %.0f of %.0f, %.0f shown, ending “%s”", g_list_model_get_n_items (lines),
                    gtk_adjustment_get_value (adjustment), gtk_adjustment_get_upper (adjustment),
                    gtk_adjustment_get_page_size (adjustment), gtk_string_object_get_string (last));
    /* the log ran longer than it shows */
    g_assert_cmpfloat (gtk_adjustment_get_upper (adjustment), >, gtk_adjustment_get_page_size (adjustment));
    ui_test_wait_until (last_line_shown (log, gtk_string_object_get_string (last)));
  }
}

/* What the first frame of the window showed of the menu */
typedef struct {
  GtkWidget *window;
  gboolean   painted;
  gboolean   table_under_play;
} MenuFrame;

static void
menu_frame_cb (GdkFrameClock *clock,
               MenuFrame     *first)
{
  GtkWidget *play = ui_test_find_button (first->window, "Play");
  GtkWidget *table = ui_test_find (first->window, LAIR_TYPE_TABLE_TOP, NULL, NULL);
  graphene_rect_t play_bounds, table_bounds;

  if (first->painted || !ui_test_is_showing (play) || !ui_test_is_showing (table))
    return;
  first->painted = TRUE;
  g_assert_true (gtk_widget_compute_bounds (play, first->window, &play_bounds));
  g_assert_true (gtk_widget_compute_bounds (table, first->window, &table_bounds));
  first->table_under_play = table_bounds.origin.y >= play_bounds.origin.y + play_bounds.size.height;
}

static void
watch_menu_frame_cb (GtkWidget *window,
                     MenuFrame *first)
{
  g_signal_connect (gtk_widget_get_frame_clock (window), "after-paint", G_CALLBACK (menu_frame_cb), first);
}

/* A window opened as narrow as a phone paints its menu narrow from the
 * first frame, the table under Play, not beside it for a frame */
static void
test_first_frame_narrow (Fixture       *f,
                         gconstpointer  data)
{
  MenuFrame first = { 0 };

  ui_test_destroy (GTK_WINDOW (f->window));
  f->window = lair_window_new (f->app);
  f->session = lair_window_get_session (f->window);
  first.window = GTK_WIDGET (f->window);
  gtk_window_set_default_size (GTK_WINDOW (f->window), 360, 720);
  g_signal_connect (f->window, "realize", G_CALLBACK (watch_menu_frame_cb), &first);
  ui_test_present (GTK_WINDOW (f->window));
  ui_test_wait_until (first.painted);
  g_signal_handlers_disconnect_by_func (gtk_widget_get_frame_clock (GTK_WIDGET (f->window)), menu_frame_cb, &first);
  g_assert_true (first.table_under_play);
}

/* A full table at 1280 by 800 has compact panels, and still shows every
 * name whole, and every button's word: the name has a line of its own
 * and the state sits beside the level. */
static void
test_nine_names_whole (Fixture       *f,
                       gconstpointer  data)
{
  GtkWidget *window = GTK_WIDGET (f->window);
  GtkWidget *view = GTK_WIDGET (lair_window_get_game_view (f->window));
  static const char *names[] = { "Pike la Poussière", "Moll la Veinarde", "Nell la Cuivrée", "Fenn la Mousse" };
  g_autoptr(GPtrArray) panels = NULL;
  g_autoptr(GString) cut = g_string_new (NULL);

  gtk_window_set_default_size (GTK_WINDOW (f->window), 1280, 800);
  lair_game_session_set_think_delay (f->session, 600000);
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    join (f, i, names[i]);
  for (guint i = G_N_ELEMENTS (names); i < 9; i++)
    add_computer (f, i, 1);
  ui_test_click (window, "Play");
  ui_test_wait_until (lair_game_session_get_phase (f->session) == LAIR_SESSION_PLAYING &&
                      ui_test_is_showing (view) && gtk_widget_get_width (view) >= 1200);
  ui_test_wait_until (panels_compact (view, TRUE));
  ui_test_wait_for_frame (view);

  panels = ui_test_find_all (view, LAIR_TYPE_SEAT_PANEL, NULL, NULL);
  g_assert_cmpuint (panels->len, ==, 9);
  for (guint i = 0; i < panels->len; i++)
    {
      const char *name = lair_seat_get_name (lair_game_session_get_seat (f->session, i));
      GtkWidget *name_label = ui_test_find (panels->pdata[i], GTK_TYPE_LABEL, ui_test_label_is, (gpointer) name);

      g_assert_nonnull (name_label);
      g_assert_true (gtk_widget_get_mapped (name_label));
      ui_test_collect_cut (name_label, cut);
      ui_test_collect_cut (ui_test_find (panels->pdata[i], GTK_TYPE_MENU_BUTTON, NULL, NULL), cut);
    }
  if (cut->len > 0)
    g_error ("a full table cuts:%s", cut->str);
}

/* The panels count the gems into the hands as the board does: not while
 * the gems are still on their way to the tokens, and all of them once the
 * story is told. */
static void
test_hand_follows_story (Fixture       *f,
                         gconstpointer  data)
{
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  LairGameView *view = lair_window_get_game_view (f->window);
  LairPath *path = lair_game_view_get_path (view);
  LairSeat *ann = lair_game_session_get_seat (f->session, 0);
  gboolean caught = FALSE;

  g_settings_set_double (settings, "animation-speed", 2.0);
  g_settings_set_boolean (settings, "animations", TRUE);
  lair_game_session_set_grace_delay (f->session, 1);
  lair_game_session_set_reveal_delay (f->session, 1);
  join (f, 0, "Ann");
  join (f, 1, "Bob");

  /* a game whose first room has gems for Ann */
  for (guint64 seed = 1; seed < 20 && !caught; seed++)
    {
      lair_game_session_return_to_menu (f->session);
      lair_game_session_set_seed (f->session, seed);
      g_assert_true (lair_game_session_play (f->session, NULL));
      g_assert_true (lair_game_view_get_busy (view));
      while (lair_game_view_get_busy (view))
        {
          const LairScene *scene = lair_path_get_scene (path);

          if (scene->kind == LAIR_SCENE_SHARE && (scene->mask & 1u) && scene->values[0] > 0)
            {
              /* the session has put the gems in the hand already */
              g_assert_cmpint (lair_seat_get_hand (ann), >=, scene->values[0]);
              if (scene->progress < 0.6)
                {
                  g_assert_cmpint (panel_hand (f, 0), ==, 0);
                  caught = TRUE;
                }
            }
          g_main_context_iteration (NULL, TRUE);
        }
      g_assert_cmpint (panel_hand (f, 0), ==, lair_seat_get_hand (ann));
      g_assert_cmpint (panel_hand (f, 1), ==, lair_seat_get_hand (lair_game_session_get_seat (f->session, 1)));
    }
  g_assert_true (caught);

  g_settings_reset (settings, "animation-speed");
  g_settings_reset (settings, "animations");
}

static gboolean
is_log_view (GtkWidget *widget,
             gpointer   data)
{
  GtkSelectionModel *model = gtk_list_view_get_model (GTK_LIST_VIEW (widget));

  return GTK_IS_NO_SELECTION (model) && gtk_no_selection_get_model (GTK_NO_SELECTION (model)) == data;
}

/* Whether @list is laid out on screen, not only mapped. GTK orders Tab by
 * where the widgets lie, so a key is pressed only once the window has
 * its new size and the board is laid out in it: GTK 4.24 (on an X server
 * without a window manager) takes a new size a while after it is asked,
 * and draws nothing meanwhile, where GTK 4.8 had already laid out the
 * board by the time its first room was told. */
static gboolean
laid_out (GtkWidget *list)
{
  return ui_test_is_showing (list) && gtk_widget_get_width (list) > 0 && gtk_widget_get_height (list) > 0;
}

/* The game log is in the keyboard's reach: Tab comes to its lines, one at
 * a time, each named for what it says */
static void
test_log_by_keyboard (Fixture       *f,
                      gconstpointer  data)
{
  LairGameView *view = lair_window_get_game_view (f->window);
  GListModel *log = lair_game_view_get_log (view);
  GtkWidget *list;
  GtkWidget *focus = NULL;
  gboolean reached = FALSE;

  gtk_window_set_default_size (GTK_WINDOW (f->window), 1280, 800);
  ui_test_wait_until (gtk_widget_get_width (GTK_WIDGET (f->window)) >= 1200);
  join (f, 0, "Ann");
  add_computer (f, 1, 1);
  ui_test_click (GTK_WIDGET (f->window), "Play");
  /* the first room told, Ann to choose */
  ui_test_wait_until (lair_seat_get_options (lair_game_session_get_seat (f->session, 0)) != 0 &&
                      !lair_game_view_get_busy (view));
  g_assert_cmpuint (g_list_model_get_n_items (log), >=, 2);
  list = ui_test_find (GTK_WIDGET (f->window), GTK_TYPE_LIST_VIEW, is_log_view, log);
  g_assert_nonnull (list);
  ui_test_wait_until (laid_out (list));

  /* Tab, as the window binds it, round the window at most once */
  for (guint i = 0; i < 100 && !reached; i++)
    {
      g_signal_emit_by_name (f->window, "move-focus", GTK_DIR_TAB_FORWARD);
      focus = gtk_root_get_focus (GTK_ROOT (f->window));
      reached = focus != NULL && gtk_widget_is_ancestor (focus, list);
      g_test_message ("Tab %u: %s", i, focus != NULL ? G_OBJECT_TYPE_NAME (focus) : "nothing");
    }
  g_assert_true (reached);
  g_assert_true (gtk_widget_get_mapped (focus));

  /* the row with the focus says its line */
  {
    GtkWidget *label = ui_test_find (focus, GTK_TYPE_LABEL, NULL, NULL);
    g_autofree char *mismatch = NULL;

    g_assert_nonnull (label);
    g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (label)), !=, "");
    mismatch = gtk_test_accessible_check_property (GTK_ACCESSIBLE (focus), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                                   gtk_label_get_text (GTK_LABEL (label)));
    g_assert_null (mismatch);
  }
}

/* Presses @keys on the X display, as a player at the keyboard does */
static void
press (const char *keys)
{
  const char *argv[] = { "xdotool", "key", "--delay", "40", keys, NULL };
  g_autoptr(GError) error = NULL;
  int status = 0;

  g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, NULL, NULL, &status, &error);
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
}

static gboolean
is_ann_panel (GtkWidget *widget,
              gpointer   data)
{
  return lair_seat_get_index (lair_seat_panel_get_seat (LAIR_SEAT_PANEL (widget))) == 0;
}

/* Whether Ann may choose, the board at rest */
static gboolean
ann_to_choose (Fixture *f)
{
  LairSeat *ann = lair_game_session_get_seat (f->session, 0);

  return lair_game_session_get_phase (f->session) == LAIR_SESSION_PLAYING &&
         lair_seat_get_inside (ann) && lair_seat_get_options (ann) != 0 &&
         lair_seat_get_selection (ann) == LAIR_SELECTION_NONE &&
         !lair_game_view_get_busy (lair_window_get_game_view (f->window));
}

static gboolean
summary_waits (Fixture *f)
{
  GtkWidget *next = ui_test_find_button (GTK_WIDGET (f->window), "Next Dungeon");

  return next != NULL && ui_test_is_showing (next) && gtk_widget_is_sensitive (next);
}

static gboolean
focus_in_popover (Fixture *f)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (f->window));

  return focus != NULL && gtk_widget_get_mapped (focus) && gtk_widget_get_ancestor (focus, GTK_TYPE_POPOVER) != NULL;
}

/* The game is over, or the keys are on the button that goes on from a
 * summary, or in Ann's panel when she is to choose */
static gboolean
keys_in_place (Fixture *f)
{
  if (is_finished (f->session))
    return TRUE;
  if (summary_waits (f))
    return summary_has_focus (f, ui_test_find_button (GTK_WIDGET (f->window), "Next Dungeon"));
  return ann_to_choose (f) &&
         ui_test_has_focus_in (ui_test_find (GTK_WIDGET (f->window), LAIR_TYPE_SEAT_PANEL, is_ann_panel, NULL));
}

/* The keys are on something on the board a key can use, and the window
 * draws the ring around it */
static void
assert_ring (Fixture    *f,
             const char *where)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (f->window));

  g_test_message ("%s: the focus on %s", where, focus != NULL ? G_OBJECT_TYPE_NAME (focus) : "nothing");
  g_assert_true (gtk_window_get_focus_visible (GTK_WINDOW (f->window)));
  g_assert_nonnull (focus);
  g_assert_true (gtk_widget_get_mapped (focus));
  g_assert_true (gtk_widget_is_sensitive (focus));
  g_assert_true (gtk_widget_is_ancestor (focus, GTK_WIDGET (lair_window_get_game_view (f->window))));
}

/* Whether the focus is on a line of the log */
static gboolean
focus_in (Fixture   *f,
          GtkWidget *list)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (f->window));

  return focus != NULL && (focus == list || gtk_widget_is_ancestor (focus, list));
}

/* The log is one stop of Tab, whichever way: its lines are read with the
 * arrows, and Tab, or Shift+Tab, leaves it at once */
static void
test_log_one_stop (Fixture       *f,
                   gconstpointer  data)
{
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (f->window));
  g_autofree char *xdotool = g_find_program_in_path ("xdotool");
  LairGameView *view = lair_window_get_game_view (f->window);
  GListModel *log = lair_game_view_get_log (view);
  g_autofree char *window_id = NULL;
  GtkWidget *list;

  if (xdotool == NULL || !GDK_IS_X11_SURFACE (surface))
    {
      g_test_skip ("no xdotool, or not on X11");
      return;
    }
  gtk_window_set_default_size (GTK_WINDOW (f->window), 1280, 800);
  ui_test_wait_until (gtk_widget_get_width (GTK_WIDGET (f->window)) >= 1200);
  join (f, 0, "Ann");
  add_computer (f, 1, 1);
  ui_test_click (GTK_WIDGET (f->window), "Play");
  ui_test_wait_until (ann_to_choose (f) && g_list_model_get_n_items (log) >= 2);
  list = ui_test_find (GTK_WIDGET (f->window), GTK_TYPE_LIST_VIEW, is_log_view, log);
  g_assert_nonnull (list);
  ui_test_wait_until (laid_out (list));
  window_id = g_strdup_printf ("%lu", (gulong) gdk_x11_surface_get_xid (surface));
  {
    const char *argv[] = { "xdotool", "windowfocus", "--sync", window_id, NULL };

    g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, NULL, NULL, NULL,
                                 NULL));
  }

  /* into the log, on its first line, with a line after it */
  g_assert_true (gtk_widget_child_focus (list, GTK_DIR_TAB_FORWARD));
  ui_test_wait_until (focus_in (f, list));
  /* Tab leaves it at once */
  press ("Tab");
  ui_test_wait_until (!focus_in (f, list));
  /* Shift+Tab comes back to it, and a second leaves it again */
  press ("shift+Tab");
  ui_test_wait_until (focus_in (f, list));
  press ("shift+Tab");
  ui_test_wait_until (!focus_in (f, list));
  /* the arrows read it line by line, in the log */
  ui_test_keep_running (3);
  g_assert_true (gtk_widget_child_focus (list, GTK_DIR_TAB_FORWARD));
  ui_test_wait_until (focus_in (f, list));
  press ("Down");
  ui_test_keep_running (3);
  g_assert_true (focus_in (f, list));
}

/* Room after room played from the keyboard alone, the focus keeps its
 * ring: Return opens Ann's options and takes the first, or goes on from a
 * dungeon's summary. */
static void
test_focus_ring (Fixture       *f,
                 gconstpointer  data)
{
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (f->window));
  g_autofree char *xdotool = g_find_program_in_path ("xdotool");
  g_autofree char *window_id = NULL;
  guint decisions = 0;
  guint summaries = 0;

  if (xdotool == NULL || !GDK_IS_X11_SURFACE (surface))
    {
      g_test_skip ("no xdotool, or not on X11");
      return;
    }
  join (f, 0, "Ann");
  add_computer (f, 1, 1);
  ui_test_click (GTK_WIDGET (f->window), "Play");

  /* the keys go to the window, as to the one a player clicked on */
  window_id = g_strdup_printf ("%lu", (gulong) gdk_x11_surface_get_xid (surface));
  {
    const char *argv[] = { "xdotool", "windowfocus", "--sync", window_id, NULL };
    int status = 0;

    g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, NULL, NULL,
                                 &status, NULL));
    g_assert_true (g_spawn_check_wait_status (status, NULL));
  }

  while (decisions < 12)
    {
      GtkWidget *panel;
      guint decision;

      ui_test_wait_until (ann_to_choose (f) || summary_waits (f) || is_finished (f->session));
      /* what the room left for later has run: the keys are where the
       * player goes on from */
      ui_test_wait_until (keys_in_place (f));
      if (is_finished (f->session))
        break;
      if (summary_waits (f))
        {
          if (summaries > 0 || decisions > 0)
            assert_ring (f, "on the summary");
          press ("Return");
          ui_test_wait_until (!summary_waits (f));
          summaries++;
          continue;
        }
      if (!ann_to_choose (f))
        continue;
      /* the focus comes back to Ann's seat once the room is told, which
       * a slow machine may still be doing */
      panel = ui_test_find (GTK_WIDGET (f->window), LAIR_TYPE_SEAT_PANEL, is_ann_panel, NULL);
      ui_test_wait_until (ui_test_has_focus_in (panel));
      /* once, the player thinks longer than GTK keeps a ring after a key */
      if (decisions == 2)
        ui_test_keep_running (3500);
      /* (the keys waited on Ann's button while the room was told: the
       * ring comes back as she may choose) */
      if (decisions > 0)
        {
          ui_test_wait_until (gtk_window_get_focus_visible (GTK_WINDOW (f->window)));
          assert_ring (f, "in a new room");
        }
      g_assert_true (ui_test_has_focus_in (panel));
      decision = lair_game_session_get_decision (f->session);
      press ("Return");
      /* the options open with the keys on the first */
      ui_test_wait_until (focus_in_popover (f));
      press ("Return");
      ui_test_wait_until (lair_game_session_get_decision (f->session) != decision ||
                          lair_game_session_get_phase (f->session) != LAIR_SESSION_PLAYING);
      decisions++;
    }
  g_assert_cmpuint (decisions, >=, 4);
}

static GtkWidget *
seat_panel (Fixture *f,
            guint    index)
{
  return ui_test_seat_panel (GTK_WIDGET (f->window), index);
}

/* The state line the seat's panel shows */
static const char *
panel_state (Fixture *f,
             guint    index)
{
  GtkWidget *badge = ui_test_find (seat_panel (f, index), GTK_TYPE_BOX, ui_test_has_class, "seat-state");
  GtkWidget *label;

  g_assert_nonnull (badge);
  label = ui_test_find (badge, GTK_TYPE_LABEL, NULL, NULL);
  g_assert_nonnull (label);
  return gtk_label_get_text (GTK_LABEL (label));
}

/* Whether the seat's hand is dimmed, as for a seat out of the dungeon */
static gboolean
panel_hand_dimmed (Fixture *f,
                   guint    index)
{
  return !gtk_widget_get_sensitive (ui_test_seat_hand (GTK_WIDGET (f->window), index));
}

/* Whether the seat's panel is summed up as @summary for a screen reader */
static gboolean
panel_says (Fixture    *f,
            guint       index,
            const char *summary)
{
  g_autofree char *problem =
    gtk_test_accessible_check_property (GTK_ACCESSIBLE (seat_panel (f, index)), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                        summary);

  return problem == NULL;
}

/* Gems for both in room 1; the warning of room 2 comes back in room 3,
 * which is the lair */
static void
play_short_dungeon (Fixture *f)
{
  LairDungeonScript script = { 0 };
  LairGameConfig config;
  g_autoptr(GError) error = NULL;
  const struct {
    LairRoomKind kind;
    guint arg;
  } rooms[] = {
    { LAIR_ROOM_GEMS, 14 },
    { LAIR_ROOM_WARNING, 1 },
    { LAIR_ROOM_WARNING, 1 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (rooms); i++)
    {
      script.rooms[i].kind = rooms[i].kind;
      script.rooms[i].arg = rooms[i].arg;
    }
  script.n_rooms = G_N_ELEMENTS (rooms);
  lair_game_config_init (&config, 2, 4242);
  config.scripts[0] = &script;
  g_assert_true (lair_game_session_play_with_config (f->session, &config, &error));
  g_assert_no_error (error);
}

/* Both seats inside choose the first way on that is not Leave. */
static void
both_go_on (Fixture *f)
{
  for (guint i = 0; i < 2; i++)
    {
      LairSeat *seat = lair_game_session_get_seat (f->session, i);
      LairOptions options = lair_seat_get_options (seat) & ~LAIR_OPTION (LAIR_CHOICE_LEAVE);

      if (lair_seat_get_inside (seat) && options != 0 && lair_seat_get_choice (seat) == LAIR_CHOICE_NONE)
        g_assert_true (lair_game_session_choose (f->session, i, (LairChoice) __builtin_ctz (options), NULL));
    }
}

/* 28 rooms of three gems for two, each leaving one on the floor, with
 * gold bars between; the warning of room 29 comes back in room 30 */
static void
long_dungeon (LairDungeonScript *script)
{
  for (guint i = 0; i < 28; i++)
    {
      script->rooms[i].kind = i % 7 == 3 ? LAIR_ROOM_GOLD : LAIR_ROOM_GEMS;
      script->rooms[i].arg = i % 7 == 3 ? 0 : 2;
    }
  script->rooms[28].kind = script->rooms[29].kind = LAIR_ROOM_WARNING;
  script->rooms[28].arg = script->rooms[29].arg = 1;
  script->n_rooms = 30;
}

static guint sphinx_passed (Fixture *f);

/* The last room a narrow board hides in its pile, or 0 */
static guint
last_piled (Fixture  *f,
            LairPath *path)
{
  GListModel *rooms = lair_game_session_get_rooms (f->session);
  guint last = 0;

  for (guint i = 0; i < g_list_model_get_n_items (rooms); i++)
    {
      g_autoptr(LairRoomItem) room = g_list_model_get_item (rooms, i);
      LairRoomCard *card = lair_path_get_card (path, room);

      if (card != NULL && lair_room_item_get_entered (room) &&
          !gtk_widget_get_child_visible (GTK_WIDGET (card)))
        last = lair_room_item_get_number (room);
    }
  return last;
}

/* On a narrow board the oldest rooms lie in a pile, but a Sphinx passed
 * stays in view with its fork: the pile names the rooms on either side
 * of it, never the Sphinx's own. */
static void
test_pile_beside_sphinx (Fixture       *f,
                         gconstpointer  data)
{
  LairGameView *view = lair_window_get_game_view (f->window);
  LairPath *path = lair_game_view_get_path (view);
  LairDungeonScript script = { 0 };
  LairGameConfig config;
  g_autoptr(GError) error = NULL;
  g_autofree char *piled = NULL;
  g_autofree char *problem = NULL;

  join (f, 0, "Ann");
  join (f, 1, "Bob");
  /* two rooms of gems, the Sphinx in room 3, then gems and gold bars
   * until the warning of room 29 comes back in room 30 */
  long_dungeon (&script);
  script.rooms[2].kind = LAIR_ROOM_ADVENTURE;
  script.rooms[2].adventure = LAIR_ADVENTURE_SPHINX;
  script.rooms[2].arg = 1;
  lair_game_config_init (&config, 2, 4243);
  config.has_adventures = TRUE;
  config.adventures[0] = LAIR_ADVENTURE_SPHINX;
  config.scripts[0] = &script;
  g_assert_true (lair_game_session_play_with_config (f->session, &config, &error));
  g_assert_no_error (error);

  ui_test_wait_until ((both_go_on (f), lair_game_session_get_room (f->session) >= 14 &&
                       !lair_game_view_get_busy (view)));
  ui_test_wait_for_frame (GTK_WIDGET (f->window));
  g_assert_cmpuint (sphinx_passed (f), ==, 3);

  /* as narrow as a phone's board */
  gtk_widget_size_allocate (GTK_WIDGET (path), &(GtkAllocation) { 0, 0, 340, 200 }, -1);
  piled = g_strdup_printf ("Rooms 1 to %u but the Sphinx’s room 3 lie in a pile; the game log tells what they held.",
                           last_piled (f, path));
  problem = gtk_test_accessible_check_property (GTK_ACCESSIBLE (path), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, piled);
  if (problem != NULL)
    g_error ("the pile is said as %s, not %s", problem, piled);

  /* the pile opens its rooms face up, in order, the Sphinx's left out */
  {
    GtkWidget *pile = lair_path_get_pile_button (path);
    GtkPopover *popover = gtk_menu_button_get_popover (GTK_MENU_BUTTON (pile));
    g_autoptr(GPtrArray) opened = NULL;
    g_autofree char *named = NULL;
    graphene_rect_t bounds;
    guint last = last_piled (f, path), expected = 1;

    g_assert_true (gtk_widget_get_child_visible (pile));
    g_assert_true (gtk_widget_compute_bounds (pile, GTK_WIDGET (path), &bounds));
    g_assert_cmpfloat (bounds.size.width, >=, 24);
    g_assert_cmpfloat (bounds.origin.x + bounds.size.width, <=, 340);
    named = gtk_test_accessible_check_property (GTK_ACCESSIBLE (pile), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                                "Show the Piled Rooms");
    g_assert_null (named);
    gtk_menu_button_popup (GTK_MENU_BUTTON (pile));
    opened = ui_test_find_all (GTK_WIDGET (popover), LAIR_TYPE_ROOM_CARD, NULL, NULL);
    for (guint i = 0; i < opened->len; i++)
      {
        LairRoomCard *card = g_ptr_array_index (opened, i);

        if (expected == 3)
          expected++;
        g_assert_cmpuint (lair_room_item_get_number (lair_room_card_get_room (card)), ==, expected);
        g_assert_false (lair_room_card_get_face_down (card));
        expected++;
      }
    g_assert_cmpuint (expected, ==, last + 1);
    gtk_menu_button_popdown (GTK_MENU_BUTTON (pile));
    ui_test_wait_until (gtk_popover_get_child (popover) == NULL);
  }
  gtk_widget_queue_resize (GTK_WIDGET (path));
  /* a board with room for every card piles none */
  ui_test_wait_for_frame (GTK_WIDGET (f->window));
  g_assert_false (gtk_widget_get_child_visible (lair_path_get_pile_button (path)));
}

static gboolean
is_log_button (GtkWidget *widget,
               gpointer   data)
{
  return g_strcmp0 (gtk_button_get_icon_name (GTK_BUTTON (widget)), "view-list-symbolic") == 0;
}

/* Deep in a long dungeon at 1280 pixels, every room passed is in view
 * and can be read: no later card lies over its number or what lies on
 * its floor, and the current card stays the largest. */
static void
test_long_path (Fixture       *f,
                gconstpointer  data)
{
  LairGameView *view = lair_window_get_game_view (f->window);
  LairPath *path = lair_game_view_get_path (view);
  GListModel *rooms = lair_game_session_get_rooms (f->session);
  LairDungeonScript script = { 0 };
  LairGameConfig config;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) cards = NULL;
  LairRoomCard *current;
  guint n_passed = 0, n_floor = 0;

  gtk_window_set_default_size (GTK_WINDOW (f->window), 1280, 800);
  join (f, 0, "Ann");
  join (f, 1, "Bob");

  long_dungeon (&script);
  lair_game_config_init (&config, 2, 4243);
  config.scripts[0] = &script;
  g_assert_true (lair_game_session_play_with_config (f->session, &config, &error));
  g_assert_no_error (error);

  ui_test_wait_until ((both_go_on (f), lair_game_session_get_room (f->session) >= 27 &&
                       !lair_game_view_get_busy (view)));
  g_assert_cmpuint (lair_game_session_get_room (f->session), >=, 27);
  /* the board at its widest: the log closed */
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (ui_test_find (GTK_WIDGET (view), GTK_TYPE_TOGGLE_BUTTON,
                                                                 is_log_button, NULL)),
                                FALSE);
  ui_test_wait_for_frame (GTK_WIDGET (f->window));
  /* a board as narrow as a phone's hides the oldest rooms; they come back
   * when it is wide again */
  {
    g_autoptr(LairRoomItem) first = g_list_model_get_item (rooms, 0);

    guint last_hidden;
    g_autofree char *piled = NULL;
    g_autofree char *problem = NULL;

    gtk_widget_size_allocate (GTK_WIDGET (path), &(GtkAllocation) { 0, 0, 340, 300 }, -1);
    g_assert_false (gtk_widget_get_child_visible (GTK_WIDGET (lair_path_get_card (path, first))));
    /* the hidden rooms lie in a pile that says which they are */
    last_hidden = last_piled (f, path);
    g_assert_cmpuint (last_hidden, >, 1);
    piled = g_strdup_printf ("Rooms 1 to %u lie in a pile; the game log tells what they held.", last_hidden);
    problem = gtk_test_accessible_check_property (GTK_ACCESSIBLE (path), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, piled);
    if (problem != NULL)
      g_error ("the pile is said as %s, not %s", problem, piled);
    gtk_widget_queue_resize (GTK_WIDGET (path));
  }
  ui_test_wait_for_frame (GTK_WIDGET (f->window));
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (path)), >=, 1000);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (path)), <=, 1280);
  g_assert_false (gtk_test_accessible_has_property (GTK_ACCESSIBLE (path), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION));

  current = lair_path_get_current_card (path);
  g_assert_nonnull (current);
  cards = ui_test_find_all (GTK_WIDGET (path), LAIR_TYPE_ROOM_CARD, NULL, NULL);
  for (guint i = 0; i < g_list_model_get_n_items (rooms); i++)
    {
      g_autoptr(LairRoomItem) room = g_list_model_get_item (rooms, i);
      LairRoomCard *card = lair_path_get_card (path, room);
      graphene_rect_t labels, in_path;
      graphene_point_t corner;
      gboolean after = FALSE;

      if (card == current)
        break;
      /* every room passed, face up */
      g_assert_true (gtk_widget_get_child_visible (GTK_WIDGET (card)));
      g_assert_false (lair_room_card_get_face_down (card));
      g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (current)), >, gtk_widget_get_width (GTK_WIDGET (card)));

      lair_room_card_get_label_bounds (card, &labels);
      g_assert_true (gtk_widget_compute_point (GTK_WIDGET (card), GTK_WIDGET (path), &labels.origin, &corner));
      in_path = GRAPHENE_RECT_INIT (corner.x, corner.y, labels.size.width, labels.size.height);
      g_test_message ("room %u: card %d px wide, labels at %.0f,%.0f %.0fx%.0f", lair_room_item_get_number (room),
                      gtk_widget_get_width (GTK_WIDGET (card)), in_path.origin.x, in_path.origin.y,
                      in_path.size.width, in_path.size.height);
      /* on the board */
      g_assert_cmpfloat (in_path.origin.x, >=, 0);
      g_assert_cmpfloat (in_path.origin.y, >=, 0);
      g_assert_cmpfloat (in_path.origin.x + in_path.size.width, <=, gtk_widget_get_width (GTK_WIDGET (path)));
      g_assert_cmpfloat (in_path.origin.y + in_path.size.height, <=, gtk_widget_get_height (GTK_WIDGET (path)));
      /* under no card drawn after it */
      for (guint j = 0; j < cards->len; j++)
        {
          GtkWidget *other = g_ptr_array_index (cards, j);
          graphene_rect_t bounds;

          if (other == GTK_WIDGET (card))
            {
              after = TRUE;
              continue;
            }
          if (!after || !gtk_widget_get_child_visible (other))
            continue;
          g_assert_true (gtk_widget_compute_bounds (other, GTK_WIDGET (path), &bounds));
          g_assert_false (graphene_rect_intersection (&in_path, &bounds, NULL));
        }
      n_passed++;
      if (lair_room_card_get_floor_gems (card) > 0 || lair_room_card_get_floor_bars (card) > 0)
        n_floor++;
    }
  g_assert_cmpuint (n_passed, >=, 25);
  /* what each room left on its floor, shown on its card */
  g_assert_cmpuint (n_floor, >=, 20);
}

/* The log's lines from the last dungeon's start on */
static GPtrArray *
dungeon_lines (GListModel *log)
{
  GPtrArray *lines = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < g_list_model_get_n_items (log); i++)
    {
      g_autoptr(GtkStringObject) line = g_list_model_get_item (log, i);
      const char *text = gtk_string_object_get_string (line);

      if (g_str_has_prefix (text, "Dungeon ") && strstr (text, "walk in") != NULL)
        g_ptr_array_set_size (lines, 0);
      g_ptr_array_add (lines, g_strdup (text));
    }
  return lines;
}

/* The cards of the rooms entered, as they name themselves: the room, what
 * lies on its floor, and at the Sphinx the coins each way and who took it */
static GPtrArray *
path_cards (Fixture *f)
{
  LairPath *path = lair_game_view_get_path (lair_window_get_game_view (f->window));
  GListModel *rooms = lair_game_session_get_rooms (f->session);
  GPtrArray *cards = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < g_list_model_get_n_items (rooms); i++)
    {
      g_autoptr(LairRoomItem) room = g_list_model_get_item (rooms, i);
      LairRoomCard *card = lair_path_get_card (path, room);

      g_assert_nonnull (card);
      g_ptr_array_add (cards, lair_room_card_describe (card));
    }
  return cards;
}

static void
assert_same_lines (GPtrArray *before,
                   GPtrArray *after)
{
  for (guint i = 0; i < MIN (before->len, after->len); i++)
    g_assert_cmpstr (g_ptr_array_index (after, i), ==, g_ptr_array_index (before, i));
  g_assert_cmpuint (after->len, ==, before->len);
}

/* The number of the Sphinx's room the players walked on from, or 0 */
static guint
sphinx_passed (Fixture *f)
{
  GListModel *rooms = lair_game_session_get_rooms (f->session);
  guint passed = 0;

  for (guint i = 0; i < g_list_model_get_n_items (rooms); i++)
    {
      g_autoptr(LairRoomItem) room = g_list_model_get_item (rooms, i);

      if (lair_room_item_get_entered (room) && !lair_room_item_get_current (room) &&
          lair_room_item_get_kind (room) == LAIR_ROOM_ADVENTURE &&
          lair_room_item_get_adventure (room) == LAIR_ADVENTURE_SPHINX)
        passed = lair_room_item_get_number (room);
    }
  return passed;
}

/* Whether Ann or Bob has a choice to make that nobody made for them */
static gboolean
seat_to_choose (Fixture *f)
{
  for (guint i = 0; i < 2; i++)
    {
      LairSeat *seat = lair_game_session_get_seat (f->session, i);

      if (lair_seat_get_inside (seat) && (lair_seat_get_options (seat) & ~LAIR_OPTION (LAIR_CHOICE_LEAVE)) != 0 &&
          lair_seat_get_choice (seat) == LAIR_CHOICE_NONE)
        return TRUE;
    }
  return FALSE;
}

/* Leaving with Escape and resuming keeps the story of the dungeon: the
 * log holds the lines it held, and the path the rooms passed with what
 * lies on their floors and the Sphinx's coins and who took which way. */
static void
test_resume_keeps_story (Fixture       *f,
                         gconstpointer  data)
{
  LairGameView *view = lair_window_get_game_view (f->window);
  LairPath *path = lair_game_view_get_path (view);
  GListModel *log = lair_game_view_get_log (view);
  g_autoptr(GPtrArray) lines = NULL;
  g_autoptr(GPtrArray) cards = NULL;
  g_autoptr(GPtrArray) lines_after = NULL;
  g_autoptr(GPtrArray) cards_after = NULL;
  guint room = 0, inside, decision;
  gboolean fork_noted = FALSE;

  join (f, 0, "Ann");
  join (f, 1, "Bob");
  /* a game whose first dungeon has the Sphinx before the lair */
  for (guint64 seed = 1; seed < 200 && room == 0; seed++)
    {
      LairGameConfig config;

      lair_game_config_init (&config, 2, seed);
      config.has_adventures = TRUE;
      for (guint d = 0; d < LAIR_N_DUNGEONS; d++)
        config.adventures[d] = (LAIR_ADVENTURE_SPHINX + d) % LAIR_N_ADVENTURES;
      g_assert_true (lair_game_session_play_with_config (f->session, &config, NULL));
      /* Ann takes the first way at the Sphinx, Bob the last */
      while (lair_game_session_get_phase (f->session) == LAIR_SESSION_PLAYING &&
             lair_game_session_get_dungeon (f->session) == 1)
        {
          ui_test_wait_until (!lair_game_view_get_busy (view) &&
                              lair_game_session_get_phase (f->session) != LAIR_SESSION_MENU);
          /* a few rooms on */
          if (sphinx_passed (f) != 0 && lair_game_session_get_room (f->session) >= sphinx_passed (f) + 3 &&
              lair_game_session_get_phase (f->session) == LAIR_SESSION_PLAYING &&
              lair_game_session_get_dungeon (f->session) == 1)
            {
              room = lair_game_session_get_room (f->session);
              break;
            }
          decision = lair_game_session_get_decision (f->session);
          for (guint i = 0; i < 2; i++)
            {
              LairSeat *seat = lair_game_session_get_seat (f->session, i);
              LairOptions options = lair_seat_get_options (seat) & ~LAIR_OPTION (LAIR_CHOICE_LEAVE);

              if (!lair_seat_get_inside (seat) || options == 0 || lair_seat_get_choice (seat) != LAIR_CHOICE_NONE)
                continue;
              g_assert_true (lair_game_session_choose (f->session, i,
                                                       (LairChoice) (i == 0 ? __builtin_ctz (options)
                                                                            : 31 - __builtin_clz (options)),
                                                       NULL));
            }
          /* on to the next decision, or a seat still to choose */
          ui_test_wait_until (lair_game_session_get_decision (f->session) != decision ||
                              lair_game_session_get_phase (f->session) != LAIR_SESSION_PLAYING ||
                              lair_game_session_get_dungeon (f->session) != 1 ||
                              lair_game_view_get_busy (view) || seat_to_choose (f));
        }
      if (room == 0)
        lair_game_session_return_to_menu (f->session);
    }
  g_assert_cmpuint (room, >, 0);
  g_test_message ("seed %" G_GUINT64_FORMAT ", Sphinx in room %u, resumed in room %u",
                  lair_game_session_get_seed (f->session), sphinx_passed (f), room);

  ui_test_wait_for_frame (GTK_WIDGET (f->window));
  lines = dungeon_lines (log);
  cards = path_cards (f);
  inside = lair_path_get_inside (path);
  for (guint i = 0; i < cards->len; i++)
    fork_noted |= strstr (g_ptr_array_index (cards, i), "Left way: ") != NULL &&
                  strstr (g_ptr_array_index (cards, i), "Right way: ") != NULL;
  g_assert_true (fork_noted);
  g_assert_cmpuint (lines->len, >=, 2 * room);

  /* Escape, then Resume */
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.leave-game", NULL);
  ui_test_wait_until (lair_game_session_get_phase (f->session) == LAIR_SESSION_MENU);
  g_assert_cmpuint (g_list_model_get_n_items (log), ==, 0);
  ui_test_click (GTK_WIDGET (f->window), "Resume Game");
  ui_test_wait_until (lair_game_session_get_phase (f->session) == LAIR_SESSION_PLAYING &&
                      !lair_game_view_get_busy (view));
  ui_test_wait_for_frame (GTK_WIDGET (f->window));
  g_assert_cmpuint (lair_game_session_get_room (f->session), ==, room);

  lines_after = dungeon_lines (log);
  g_assert_cmpuint (g_list_model_get_n_items (log), ==, lines_after->len);
  assert_same_lines (lines, lines_after);
  cards_after = path_cards (f);
  assert_same_lines (cards, cards_after);
  g_assert_cmpuint (lair_path_get_inside (path), ==, inside);
  check_resumed_board (f);
}

static gboolean
is_badge (GtkWidget *widget,
          gpointer   data)
{
  const char *tooltip = gtk_widget_get_tooltip_text (widget);

  return gtk_widget_has_css_class (widget, "badge") && tooltip != NULL && g_str_has_prefix (tooltip, data);
}

/* The words of the status badge whose tooltip begins with @tooltip */
static const char *
badge_text (Fixture    *f,
            const char *tooltip)
{
  GtkWidget *badge = ui_test_find (GTK_WIDGET (f->window), GTK_TYPE_BOX, is_badge, (gpointer) tooltip);

  g_assert_nonnull (badge);
  return gtk_label_get_text (GTK_LABEL (gtk_widget_get_last_child (badge)));
}

/* Whether the rumor badge, if shown, speaks of a decision: no next room
 * a decision is taken before is rumored to hold nothing at all */
static gboolean
odds_of_a_decision (Fixture *f)
{
  const char *tooltip = "The gems the next room";
  GtkWidget *badge = ui_test_find (GTK_WIDGET (f->window), GTK_TYPE_BOX, is_badge, (gpointer) tooltip);

  /* "Rumored 0.0 gems", or on a phone "~0.0 gems" */
  return !ui_test_is_showing (badge) || !g_str_has_suffix (badge_text (f, tooltip), "0.0 gems");
}

static gboolean
next_showing (Fixture *f)
{
  return ui_test_is_showing (ui_test_find_button (GTK_WIDGET (f->window), "Next Dungeon"));
}

/* A game left at a dungeon's summary comes back to it: the log as it
 * was, the summary waiting for the players, and the next dungeon when
 * they go on. */
static void
test_resume_at_summary (Fixture       *f,
                        gconstpointer  data)
{
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  LairGameView *view = lair_window_get_game_view (f->window);
  GListModel *log = lair_game_view_get_log (view);
  g_autoptr(GPtrArray) lines = NULL;
  g_autoptr(GPtrArray) lines_after = NULL;

  g_settings_set_boolean (settings, "show-odds", TRUE);
  join (f, 0, "Ann");
  join (f, 1, "Bob");
  ui_test_click (GTK_WIDGET (f->window), "Play");
  /* both leave at once */
  ui_test_wait_until (lair_seat_get_options (lair_game_session_get_seat (f->session, 1)) != 0 &&
                      !lair_game_view_get_busy (view));
  for (guint i = 0; i < 2; i++)
    g_assert_true (lair_game_session_choose (f->session, i, LAIR_CHOICE_LEAVE, NULL));
  ui_test_wait_until (next_showing (f));
  g_assert_cmpint (lair_game_session_get_phase (f->session), ==, LAIR_SESSION_REVEAL);
  g_assert_true (odds_of_a_decision (f));
  lines = dungeon_lines (log);
  g_assert_cmpuint (count_lines (log, "Ann leaves with ", NULL), ==, 1);

  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.leave-game", NULL);
  ui_test_wait_until (lair_game_session_get_phase (f->session) == LAIR_SESSION_MENU);
  ui_test_click (GTK_WIDGET (f->window), "Resume Game");
  ui_test_wait_until (next_showing (f));
  g_assert_cmpint (lair_game_session_get_phase (f->session), ==, LAIR_SESSION_REVEAL);
  g_assert_cmpuint (lair_game_session_get_dungeon (f->session), ==, 1);
  lines_after = dungeon_lines (log);
  g_assert_cmpuint (g_list_model_get_n_items (log), ==, lines_after->len);
  assert_same_lines (lines, lines_after);
  /* the odds of its last decision are not known again: not shown as none */
  g_assert_true (odds_of_a_decision (f));

  /* it waits for the players, then goes on */
  ui_test_keep_running (50);
  g_assert_cmpuint (lair_game_session_get_dungeon (f->session), ==, 1);
  ui_test_click (GTK_WIDGET (f->window), "Next Dungeon");
  ui_test_wait_until (lair_game_session_get_dungeon (f->session) == 2 &&
                      lair_game_session_get_phase (f->session) == LAIR_SESSION_PLAYING);
  g_assert_cmpuint (lair_game_session_get_dungeon (f->session), ==, 2);
  g_assert_false (next_showing (f));

  g_settings_reset (settings, "show-odds");
}

/* The seat's panel tells how the seat stands as the board does: a
 * leaver keeps its state and chest until its walk out of the door has
 * been shown, and a seat the spider scares out keeps its hand until the
 * spider strikes — though the session knew both at once. */
static void
test_panels_follow_story (Fixture       *f,
                          gconstpointer  data)
{
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  LairGameView *view = lair_window_get_game_view (f->window);
  LairPath *path = lair_game_view_get_path (view);
  GListModel *log = lair_game_view_get_log (view);
  LairSeat *ann = lair_game_session_get_seat (f->session, 0);
  LairSeat *bob = lair_game_session_get_seat (f->session, 1);
  g_autofree char *ann_before = NULL;
  g_autofree char *ann_told = NULL;
  g_autofree char *ann_chose = NULL;
  g_autofree char *ann_leaving = NULL;
  g_autofree char *ann_after = NULL;
  g_autofree char *ann_state = NULL;
  g_autofree char *bob_before = NULL;
  g_autofree char *bob_told = NULL;
  g_autofree char *bob_chose = NULL;
  g_autofree char *bob_after = NULL;
  g_autofree char *bob_state = NULL;
  gboolean seen_before = FALSE;
  gboolean seen_after = FALSE;
  gint hand;

  /* slow enough for every moment to take a few frames */
  g_settings_set_double (settings, "animation-speed", 1.0);
  g_settings_set_boolean (settings, "animations", TRUE);
  /* the hands of the seats inside can be pressed for the odds */
  g_settings_set_boolean (settings, "show-odds", TRUE);
  lair_game_session_set_grace_delay (f->session, 1);
  lair_game_session_set_reveal_delay (f->session, 1);
  join (f, 0, "Ann");
  join (f, 1, "Bob");
  play_short_dungeon (f);

  /* room 1 told: both hold their share */
  ui_test_wait_until (!lair_game_view_get_busy (view) && lair_seat_get_options (ann) != 0);
  hand = lair_seat_get_hand (ann);
  g_assert_cmpint (hand, >, 0);
  g_assert_cmpint (lair_seat_get_hand (bob), ==, hand);
  ann_before = g_strdup_printf ("Ann, not chosen, %d gems in hand, $0, 0 bars", hand);
  g_assert_true (panel_says (f, 0, ann_before));
  /* while the story is told, she watches it */
  ann_told = g_strdup_printf ("Ann, watching, %d gems in hand, $0, 0 bars", hand);
  /* and as everybody's choice is turned over, hers shows */
  ann_chose = g_strdup_printf ("Ann, chose to leave, %d gems in hand, $0, 0 bars", hand);
  ann_leaving = g_strdup_printf ("Ann, leaving, %d gems in hand, $0, 0 bars", hand);

  /* Ann leaves, Bob stays: the session has Ann out with her take at once */
  g_assert_true (lair_game_session_choose (f->session, 0, LAIR_CHOICE_LEAVE, NULL));
  g_assert_true (lair_game_session_choose (f->session, 1, LAIR_CHOICE_STAY, NULL));
  ui_test_wait_until (lair_seat_get_outcome (ann) == LAIR_OUTCOME_LEFT);
  g_assert_true (lair_game_view_get_busy (view));
  g_assert_cmpint (lair_seat_get_chest (ann), >=, hand);
  ann_state = g_strdup_printf ("Left with %d gems", lair_seat_get_outcome_gems (ann));
  ann_after = g_strdup_printf ("Ann, left safely with %d gems, 0 gems in hand, $%d, 0 bars",
                               lair_seat_get_outcome_gems (ann), lair_seat_get_chest (ann));

  while (!seen_after)
    {
      const LairScene *scene = lair_path_get_scene (path);
      gboolean leaving = scene->kind == LAIR_SCENE_LEAVE && scene->seat == 0;

      g_assert_true (lair_game_view_get_busy (view));
      if (!leaving && count_lines (log, "Ann leaves with ", NULL) == 0)
        {
          /* not walking out yet */
          g_assert_cmpstr (panel_state (f, 0), !=, ann_state);
          g_assert_true (panel_says (f, 0, ann_told) || panel_says (f, 0, ann_chose));
        }
      else if (leaving)
        {
          /* on the way to the door, the take still in hand */
          g_assert_cmpstr (panel_state (f, 0), ==, "Leaving…");
          g_assert_true (panel_says (f, 0, ann_leaving));
          g_assert_false (panel_hand_dimmed (f, 0));
          seen_before = TRUE;
        }
      else
        {
          /* out of the door, while the story goes on */
          g_assert_cmpstr (panel_state (f, 0), ==, ann_state);
          g_assert_true (panel_says (f, 0, ann_after));
          g_assert_true (panel_hand_dimmed (f, 0));
          seen_after = TRUE;
        }
      if (!seen_after)
        g_main_context_iteration (NULL, TRUE);
    }
  g_assert_true (seen_before);

  /* Bob stays on into the lair, and loses his hand to the spider */
  ui_test_wait_until (!lair_game_view_get_busy (view) && lair_seat_get_options (bob) != 0);
  g_assert_true (panel_says (f, 0, ann_after));
  hand = lair_seat_get_hand (bob);
  g_assert_cmpint (hand, >, 0);
  bob_before = g_strdup_printf ("Bob, not chosen, %d gems in hand, $0, 0 bars", hand);
  g_assert_true (panel_says (f, 1, bob_before));
  bob_told = g_strdup_printf ("Bob, watching, %d gems in hand, $0, 0 bars", hand);
  bob_chose = g_strdup_printf ("Bob, chose to stay, %d gems in hand, $0, 0 bars", hand);
  g_assert_true (lair_game_session_choose (f->session, 1, LAIR_CHOICE_STAY, NULL));
  ui_test_wait_until (lair_seat_get_outcome (bob) == LAIR_OUTCOME_SCARED);
  g_assert_cmpint (lair_seat_get_hand (bob), ==, 0);
  bob_state = g_strdup_printf ("Scared out, lost %d gems", hand);
  bob_after = g_strdup_printf ("Bob, scared out, lost %d gems, 0 gems in hand, $0, 0 bars", hand);

  seen_before = seen_after = FALSE;
  while (!seen_after)
    {
      const LairScene *scene = lair_path_get_scene (path);
      gboolean striking = scene->kind == LAIR_SCENE_SPIDER;

      g_assert_true (lair_game_view_get_busy (view));
      if (striking && scene->progress < 0.45)
        {
          /* the spider on its way, the hand still held */
          g_assert_cmpstr (panel_state (f, 1), !=, bob_state);
          g_assert_true (panel_says (f, 1, bob_told));
          g_assert_false (panel_hand_dimmed (f, 1));
          seen_before = TRUE;
        }
      else if (!striking && count_lines (log, "The spider scares Bob out", NULL) == 0)
        {
          /* his choice turned over, then the lair's card */
          g_assert_true (panel_says (f, 1, bob_told) || panel_says (f, 1, bob_chose));
        }
      else if (!striking || scene->progress > 0.55)
        {
          /* struck, the dungeon's summary still to come */
          g_assert_cmpstr (panel_state (f, 1), ==, bob_state);
          g_assert_true (panel_says (f, 1, bob_after));
          g_assert_true (panel_hand_dimmed (f, 1));
          seen_after = TRUE;
        }
      if (!seen_after)
        g_main_context_iteration (NULL, TRUE);
    }
  g_assert_true (seen_before);
  g_assert_true (panel_says (f, 0, ann_after));

  g_settings_reset (settings, "animation-speed");
  g_settings_reset (settings, "animations");
  g_settings_reset (settings, "show-odds");
}

/* The room the room badge names, or 0 for none */
static guint
badge_room (Fixture *f)
{
  const char *text = badge_text (f, "The dungeon, of five");
  const char *room = strstr (text, "Room ");

  return room != NULL ? (guint) atoi (room + strlen ("Room ")) : 0;
}

/* The badges tell the table as the board does: the room badge names no
 * room the path has not shown as current — not while the players walk
 * in, nor while a leaver walks out of the room before — and at the
 * dungeon's summary the odds are those of its last decision. */
static void
test_badges_follow_story (Fixture       *f,
                          gconstpointer  data)
{
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  LairGameView *view = lair_window_get_game_view (f->window);
  LairPath *path = lair_game_view_get_path (view);
  LairSeat *ann = lair_game_session_get_seat (f->session, 0);
  LairSeat *bob = lair_game_session_get_seat (f->session, 1);
  g_autofree char *odds = NULL;
  g_autofree char *rumor = NULL;
  guint32 shown = 0;
  guint n_frames = 0;
  gboolean saw_walk_in = FALSE;
  gboolean saw_leaving = FALSE;

  g_settings_set_double (settings, "animation-speed", 1.0);
  g_settings_set_boolean (settings, "animations", TRUE);
  g_settings_set_boolean (settings, "show-odds", TRUE);
  lair_game_session_set_grace_delay (f->session, 1);
  lair_game_session_set_reveal_delay (f->session, 1);
  join (f, 0, "Ann");
  join (f, 1, "Bob");
  play_short_dungeon (f);

  while (!ui_test_is_showing (ui_test_find_button (GTK_WIDGET (f->window), "Next Dungeon")))
    {
      LairRoomItem *current = lair_path_get_current (path);
      const LairScene *scene = lair_path_get_scene (path);

      g_assert_cmpuint (n_frames++, <, 100000);
      if (current != NULL)
        shown |= 1u << lair_room_item_get_number (current);
      /* the room badge never runs ahead of the path */
      g_assert_true (badge_room (f) == 0 || (shown & (1u << badge_room (f))));
      if (lair_game_view_get_busy (view) && current == NULL && shown == 0)
        saw_walk_in = TRUE;
      if (scene->kind == LAIR_SCENE_LEAVE && scene->seat == 0)
        {
          g_assert_cmpuint (lair_game_session_get_room (f->session), ==, 2);
          g_assert_cmpuint (badge_room (f), ==, 1);
          saw_leaving = TRUE;
        }

      if (!lair_game_view_get_busy (view) && lair_game_session_get_phase (f->session) == LAIR_SESSION_PLAYING)
        {
          if (lair_seat_get_options (ann) != 0 && lair_seat_get_selection (ann) != LAIR_SELECTION_SELECTED)
            g_assert_true (lair_game_session_choose (f->session, 0, LAIR_CHOICE_LEAVE, NULL));
          if (lair_seat_get_options (bob) != 0 && lair_seat_get_selection (bob) != LAIR_SELECTION_SELECTED)
            {
              /* the odds of the dungeon's last decision, to be seen at its end */
              g_free (odds);
              odds = g_strdup (badge_text (f, "The chance that the next room"));
              g_free (rumor);
              rumor = g_strdup (badge_text (f, "The gems the next room"));
              g_assert_true (lair_game_session_choose (f->session, 1, LAIR_CHOICE_STAY, NULL));
            }
        }
      g_main_context_iteration (NULL, TRUE);
    }
  g_assert_true (saw_walk_in);
  g_assert_true (saw_leaving);
  g_assert_cmpint (lair_seat_get_outcome (bob), ==, LAIR_OUTCOME_SCARED);

  /* the dungeon's end: its odds as they stood, not those of no decision */
  g_assert_cmpint (lair_game_session_get_phase (f->session), ==, LAIR_SESSION_REVEAL);
  g_assert_cmpfloat (lair_game_session_get_lair_odds (f->session), ==, 0.0);
  g_assert_nonnull (odds);
  g_assert_cmpstr (odds, !=, "Lair odds 0%");
  g_assert_cmpstr (badge_text (f, "The chance that the next room"), ==, odds);
  g_assert_cmpstr (badge_text (f, "The gems the next room"), ==, rumor);
  g_assert_cmpuint (badge_room (f), ==, 3);

  g_settings_reset (settings, "animation-speed");
  g_settings_reset (settings, "animations");
  g_settings_reset (settings, "show-odds");
}

/* The seat's button to choose with */
static GtkWidget *
choose_button (Fixture *f,
               guint    index)
{
  GtkWidget *button = ui_test_find (seat_panel (f, index), GTK_TYPE_MENU_BUTTON, NULL, NULL);

  g_assert_nonnull (button);
  return button;
}

/* The session asks the next decision as soon as the last is resolved,
 * but the panels offer it only once the board has told the last: until
 * then the choice buttons are dimmed, their options do not open, and the
 * seats inside say they watch. */
static void
test_choose_waits_for_story (Fixture       *f,
                             gconstpointer  data)
{
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  LairGameView *view = lair_window_get_game_view (f->window);
  LairSeat *ann = lair_game_session_get_seat (f->session, 0);
  LairSeat *bob = lair_game_session_get_seat (f->session, 1);
  guint n_frames = 0;
  guint n_asked_ahead = 0;
  guint n_watching = 0;
  guint n_offered = 0;

  g_settings_set_double (settings, "animation-speed", 1.0);
  g_settings_set_boolean (settings, "animations", TRUE);
  lair_game_session_set_grace_delay (f->session, 1);
  lair_game_session_set_reveal_delay (f->session, 1);
  join (f, 0, "Ann");
  join (f, 1, "Bob");
  play_short_dungeon (f);

  while (!ui_test_is_showing (ui_test_find_button (GTK_WIDGET (f->window), "Next Dungeon")))
    {
      g_assert_cmpuint (n_frames++, <, 100000);
      if (lair_game_view_get_busy (view))
        {
          for (guint i = 0; i < 2; i++)
            {
              LairSeat *seat = lair_game_session_get_seat (f->session, i);

              g_assert_false (ui_test_can_choose_with (choose_button (f, i)));
              if (lair_seat_get_options (seat) != 0)
                {
                  /* the session asks already; the panel does not */
                  lair_seat_panel_open_options (LAIR_SEAT_PANEL (seat_panel (f, i)));
                  g_assert_cmpint (lair_seat_get_selection (seat), ==, LAIR_SELECTION_NONE);
                  /* nothing about choosing */
                  g_assert_cmpstr (panel_state (f, i), !=, "Not chosen");
                  n_watching += g_strcmp0 (panel_state (f, i), "Watching…") == 0;
                  n_asked_ahead++;
                }
            }
        }
      else if (lair_game_session_get_phase (f->session) == LAIR_SESSION_PLAYING)
        {
          /* told: whoever is inside may choose */
          for (guint i = 0; i < 2; i++)
            {
              LairSeat *seat = lair_game_session_get_seat (f->session, i);

              g_assert_cmpint (ui_test_can_choose_with (choose_button (f, i)), ==,
                               lair_seat_get_options (seat) != 0);
              if (lair_seat_get_options (seat) != 0 && lair_seat_get_selection (seat) == LAIR_SELECTION_NONE)
                g_assert_cmpstr (panel_state (f, i), ==, "Not chosen");
            }
          /* Ann leaves at once, Bob stays on into the lair */
          if (lair_seat_get_options (ann) != 0 && lair_seat_get_selection (ann) != LAIR_SELECTION_SELECTED)
            {
              g_assert_true (lair_game_session_choose (f->session, 0, LAIR_CHOICE_LEAVE, NULL));
              n_offered++;
            }
          if (lair_seat_get_options (bob) != 0 && lair_seat_get_selection (bob) != LAIR_SELECTION_SELECTED)
            {
              g_assert_true (lair_game_session_choose (f->session, 1, LAIR_CHOICE_STAY, NULL));
              n_offered++;
            }
        }
      g_main_context_iteration (NULL, TRUE);
    }
  /* rooms 1 and 2 asked ahead of their story, and offered once told */
  g_assert_cmpuint (n_asked_ahead, >, 0);
  g_assert_cmpuint (n_watching, >, 0);
  g_assert_cmpuint (n_offered, ==, 3);

  g_settings_reset (settings, "animation-speed");
  g_settings_reset (settings, "animations");
}

/* What a panel draws, a line a widget: its kind, style, whether it is
 * dimmed, its words and picture size, leaving out what is hidden */
static void
describe_panel (GtkWidget *widget,
                GString   *texts)
{
  g_auto(GStrv) classes = NULL;
  g_autofree char *style = NULL;
  const char *tooltip;

  if (!gtk_widget_get_visible (widget) || GTK_IS_POPOVER (widget))
    return;
  classes = gtk_widget_get_css_classes (widget);
  style = g_strjoinv (" ", classes);
  tooltip = gtk_widget_get_tooltip_text (widget);
  g_string_append_printf (texts, "%s [%s]%s", G_OBJECT_TYPE_NAME (widget), style,
                          gtk_widget_get_sensitive (widget) ? "" : " dimmed");
  if (GTK_IS_LABEL (widget))
    g_string_append_printf (texts, " “%s”", gtk_label_get_text (GTK_LABEL (widget)));
  if (GTK_IS_IMAGE (widget))
    g_string_append_printf (texts, " %dpx", gtk_image_get_pixel_size (GTK_IMAGE (widget)));
  if (tooltip != NULL)
    g_string_append_printf (texts, " (%s)", tooltip);
  g_string_append_c (texts, '\n');
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    describe_panel (child, texts);
}

/* Whether seat @index has a choice to make that choose_for() makes */
static gboolean
may_choose (Fixture *f,
            guint    index)
{
  LairSeat *seat = lair_game_session_get_seat (f->session, index);

  return lair_game_session_get_phase (f->session) == LAIR_SESSION_PLAYING && lair_seat_get_inside (seat) &&
         lair_seat_get_options (seat) != 0 && lair_seat_get_selection (seat) != LAIR_SELECTION_SELECTED;
}

/* Chooses for the person at seat @index: to stay on, mostly, to meet
 * the adventures, each time another of the seat's options */
static void
choose_for (Fixture *f,
            guint    index)
{
  LairSeat *seat = lair_game_session_get_seat (f->session, index);
  LairOptions options = lair_seat_get_options (seat);
  guint pick;

  if (!may_choose (f, index))
    return;
  if (options != LAIR_OPTION (LAIR_CHOICE_LEAVE))
    options &= ~LAIR_OPTION (LAIR_CHOICE_LEAVE);
  pick = (lair_game_session_get_decision (f->session) + index) % (guint) __builtin_popcount (options);
  for (; pick > 0; pick--)
    options &= options - 1;
  g_assert_true (lair_game_session_choose (f->session, index, (LairChoice) __builtin_ctz (options), NULL));
}

typedef struct {
  Fixture *f;
  GSettings *settings;
  guint32 actions;          /* the seat actions the session told */
  guint n_compared;
} Tally;

static void
tally_event_cb (LairGameSession *session,
                const LairEvent *event,
                Tally           *t)
{
  t->actions |= 1u << event->type;
}

/* Each panel in the game draws what a panel of the seat itself, shown as
 * a story shows it, draws */
static void
compare_panels (Tally *t)
{
  for (guint i = 0; i < 4; i++)
    {
      LairSeat *seat = lair_game_session_get_seat (t->f->session, i);
      g_autoptr(GtkWidget) own = g_object_ref_sink (lair_seat_panel_new (t->f->session, seat, t->settings));
      g_autoptr(GString) told = g_string_new (NULL);
      g_autoptr(GString) itself = g_string_new (NULL);
      g_autoptr(LairShownSeat) shown = lair_shown_seat_new (seat);

      /* both as a story shows them, which dims the choice, while one is
       * told; once told, both as the seat is */
      if (lair_game_view_get_busy (lair_window_get_game_view (t->f->window)))
        lair_shown_seat_set_following (shown, FALSE);
      lair_seat_panel_set_shown (LAIR_SEAT_PANEL (own), shown);
      /* laid out as the board lays out its own */
      lair_seat_panel_set_compact (LAIR_SEAT_PANEL (own), is_compact (seat_panel (t->f, i)));
      describe_panel (seat_panel (t->f, i), told);
      describe_panel (own, itself);
      g_assert_cmpstr (told->str, ==, itself->str);
      t->n_compared++;
    }
}

/* The badges, still showing the table as told, show the session's */
static void
compare_badges (Tally *t)
{
  LairGameSession *session = t->f->session;
  g_autofree char *room = g_strdup_printf ("Room %u", lair_game_session_get_room (session));
  g_autofree char *bravery = g_strdup_printf ("Bravery %d", lair_game_session_get_bravery (session));
  const char *floor = badge_text (t->f, "On the floor");

  g_assert_true (g_str_has_suffix (badge_text (t->f, "The dungeon, of five"), room));
  g_assert_cmpstr (badge_text (t->f, "Bravery"), ==, bravery);
  g_assert_cmpint (atoi (floor), ==, lair_game_session_get_floor_gems (session));
  g_assert_cmpint (strchr (floor, ',') != NULL, ==, lair_game_session_get_floor_bars (session) > 0);
}

/* The story is told to its end: the panels and the badges still show the
 * seats and the table as told, until they are told to show the session */
static void
story_told_cb (LairGameView *view,
               GParamSpec   *pspec,
               Tally        *t)
{
  /* the winners are named with the results, after the story */
  if (!lair_game_view_get_busy (view) && lair_game_session_get_phase (t->f->session) == LAIR_SESSION_PLAYING)
    {
      compare_panels (t);
      compare_badges (t);
    }
}

/* Once a story has been told to its end, or up to a dungeon's summary,
 * every panel, shown as the story told its seat, draws what a panel of
 * the seat itself draws: the story changed each seat as the game did,
 * through the shares, the leavers' takes, the spider and every
 * adventure. */
static void
test_told_seats_add_up (Fixture       *f,
                        gconstpointer  data)
{
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  LairGameView *view = lair_window_get_game_view (f->window);
  Tally t = { f, settings, 0, 0 };
  guint n_stories = 0;
  guint n_summaries = 0;
  guint n_empty_handed = 0;
  guint n_pushes = 0;

  join (f, 0, "Ann");
  join (f, 1, "Bob");
  add_computer (f, 2, 1);
  add_computer (f, 3, 2);
  g_signal_connect (f->session, "event", G_CALLBACK (tally_event_cb), &t);
  g_signal_connect (view, "notify::busy", G_CALLBACK (story_told_cb), &t);

  /* every adventure twice */
  for (guint game = 0; game < 4; game++)
    {
      LairGameConfig config;

      lair_game_session_return_to_menu (f->session);
      lair_game_config_init (&config, 4, 7 + game);
      config.has_adventures = TRUE;
      for (guint d = 0; d < LAIR_N_DUNGEONS; d++)
        config.adventures[d] = (game * LAIR_N_DUNGEONS + d) % LAIR_N_ADVENTURES;
      g_assert_true (lair_game_session_play_with_config (f->session, &config, NULL));

      for (guint steps = 0; !is_finished (f->session) || lair_game_view_get_busy (view); steps++)
        {
          GtkWidget *next = ui_test_find_button (GTK_WIDGET (f->window), "Next Dungeon");

          g_assert_cmpuint (steps, <, 20000);
          if (!ui_test_is_showing (next))
            next = ui_test_find_button (GTK_WIDGET (f->window), "See Results");
          if (ui_test_is_showing (next))
            {
              g_assert_true (lair_game_view_get_busy (view));
              if (!is_finished (f->session))
                {
                  compare_panels (&t);
                  n_summaries++;
                }
              g_signal_emit_by_name (next, "clicked");
            }
          choose_for (f, 0);
          choose_for (f, 1);
          /* until there is something to do, or the game and its story end */
          ui_test_wait_until ((is_finished (f->session) && !lair_game_view_get_busy (view)) ||
                              may_choose (f, 0) || may_choose (f, 1) ||
                              ui_test_is_showing (ui_test_find_button (GTK_WIDGET (f->window), "Next Dungeon")) ||
                              ui_test_is_showing (ui_test_find_button (GTK_WIDGET (f->window), "See Results")));
        }

      /* the log speaks of nothing as nothing */
      {
        GListModel *log = lair_game_view_get_log (view);

        g_assert_cmpuint (count_lines (log, "", " 0 gems are lost"), ==, 0);
        g_assert_cmpuint (count_lines (log, "", "+0 gems"), ==, 0);
        g_assert_cmpuint (count_lines (log, "", "card (+0)"), ==, 0);
        n_empty_handed += count_lines (log, "The spider scares ", NULL) - count_lines (log, "The spider scares ", ", and ");
        n_pushes += count_lines (log, "The dealer shows three cards: ", "one that gives nothing.");
      }
    }
  g_signal_handlers_disconnect_by_data (view, &t);
  g_signal_handlers_disconnect_by_data (f->session, &t);

  n_stories = t.n_compared / 4 - n_summaries;
  g_test_message ("%u stories and %u summaries compared", n_stories, n_summaries);
  /* the dungeons but the last of each game, and many steps between */
  g_assert_cmpuint (n_summaries, ==, 4 * (LAIR_N_DUNGEONS - 1));
  g_assert_cmpuint (n_stories, >, 4 * LAIR_N_DUNGEONS * 3);
  /* every kind of seat action among them */
  /* every seat's own kind of event was told */
  {
    static const LairEventType seat_events[] = {
      LAIR_EVENT_QUEEN_PAID, LAIR_EVENT_TOLL_GIFT, LAIR_EVENT_CHANGELING_STOLE, LAIR_EVENT_BANKED,
      LAIR_EVENT_SUN_MOON, LAIR_EVENT_MONTE, LAIR_EVENT_TOLL_PAID, LAIR_EVENT_COINS_SHARED,
      LAIR_EVENT_MUSHROOM, LAIR_EVENT_DEAL, LAIR_EVENT_CARRY,
    };

    for (guint k = 0; k < G_N_ELEMENTS (seat_events); k++)
      g_assert_true (t.actions & (1u << seat_events[k]));
  }
  /* and seats scared out with nothing to lose, and Monte's push */
  g_test_message ("%u scared out empty-handed, %u pushes", n_empty_handed, n_pushes);
  g_assert_cmpuint (n_empty_handed, >, 0);
  g_assert_cmpuint (n_pushes, >, 0);
}

int
main (int   argc,
      char *argv[])
{
  ui_test_init (&argc, &argv);

  g_test_add ("/window/menu-and-game", Fixture, NULL, fixture_setup, test_menu_and_game, fixture_teardown);
  g_test_add ("/window/levels-persist", Fixture, NULL, fixture_setup, test_levels_persist, fixture_teardown);
  g_test_add ("/window/resume", Fixture, NULL, fixture_setup, test_resume, fixture_teardown);
  g_test_add ("/window/resume-keeps-story", Fixture, NULL, fixture_setup, test_resume_keeps_story,
              fixture_teardown);
  g_test_add ("/window/resume-at-summary", Fixture, NULL, fixture_setup, test_resume_at_summary,
              fixture_teardown);
  g_test_add ("/window/back-to-menu-keeps", Fixture, NULL, fixture_setup, test_back_to_menu_keeps,
              fixture_teardown);
  g_test_add ("/window/killed-mid-dungeon", Fixture, NULL, fixture_setup, test_killed_mid_dungeon,
              fixture_teardown);
  g_test_add ("/window/rules-and-statistics", Fixture, NULL, fixture_setup, test_rules_and_statistics,
              fixture_teardown);
  g_test_add ("/window/story-holds", Fixture, NULL, fixture_setup, test_story_holds, fixture_teardown);
  g_test_add ("/window/hand-follows-story", Fixture, NULL, fixture_setup, test_hand_follows_story,
              fixture_teardown);
  g_test_add ("/window/odds-in-place", Fixture, NULL, fixture_setup, test_odds_in_place, fixture_teardown);
  g_test_add ("/window/seats-one-line", Fixture, NULL, fixture_setup, test_seats_one_line, fixture_teardown);
  g_test_add ("/window/options-beside-room", Fixture, NULL, fixture_setup, test_options_beside_room,
              fixture_teardown);
  g_test_add ("/window/first-frame-narrow", Fixture, NULL, fixture_setup, test_first_frame_narrow,
              fixture_teardown);
  g_test_add ("/window/first-frame-wide", Fixture, NULL, fixture_setup, test_first_frame_wide, fixture_teardown);
  g_test_add ("/window/nine-names-whole", Fixture, NULL, fixture_setup, test_nine_names_whole, fixture_teardown);
  g_test_add ("/window/panels-follow-story", Fixture, NULL, fixture_setup, test_panels_follow_story,
              fixture_teardown);
  g_test_add ("/window/badges-follow-story", Fixture, NULL, fixture_setup, test_badges_follow_story,
              fixture_teardown);
  g_test_add ("/window/choose-waits-for-story", Fixture, NULL, fixture_setup, test_choose_waits_for_story,
              fixture_teardown);
  g_test_add ("/window/told-seats-add-up", Fixture, NULL, fixture_setup, test_told_seats_add_up,
              fixture_teardown);
  g_test_add ("/window/summary-goes-on", Fixture, NULL, fixture_setup, test_summary_goes_on, fixture_teardown);
  g_test_add ("/window/menu-holds-still", Fixture, NULL, fixture_setup, test_menu_holds_still, fixture_teardown);
  g_test_add ("/window/shortcuts", Fixture, NULL, fixture_setup, test_shortcuts, fixture_teardown);
  g_test_add ("/window/narrow", Fixture, NULL, fixture_setup, test_narrow, fixture_teardown);
  g_test_add ("/window/narrow-after-wide", Fixture, NULL, fixture_setup, test_narrow_after_wide,
              fixture_teardown);
  g_test_add ("/window/nine-seats", Fixture, NULL, fixture_setup, test_nine_seats, fixture_teardown);
  g_test_add ("/window/narrow-shows-due-seat", Fixture, NULL, fixture_setup, test_narrow_shows_due_seat,
              fixture_teardown);
  g_test_add ("/window/focus-ring", Fixture, NULL, fixture_setup, test_focus_ring, fixture_teardown);
  g_test_add ("/window/long-path", Fixture, NULL, fixture_setup, test_long_path, fixture_teardown);
  g_test_add ("/window/pile-beside-sphinx", Fixture, NULL, fixture_setup, test_pile_beside_sphinx,
              fixture_teardown);
  g_test_add ("/window/log-by-keyboard", Fixture, NULL, fixture_setup, test_log_by_keyboard, fixture_teardown);
  g_test_add ("/window/log-one-stop", Fixture, NULL, fixture_setup, test_log_one_stop, fixture_teardown);
  return ui_test_run ();
}
