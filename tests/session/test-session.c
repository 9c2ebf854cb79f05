/* test-session.c — the menu and whole games driven through the session
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "lair-expert.h"
#include "lair-game-session-private.h"
#include "session-test-util.h"

typedef struct {
  GMainContext *context;
  LairGameSession *session;
  GArray *rows;               /* of TestRow */
  guint n_games_finished;
  GPtrArray *watches;
} Fixture;

/* Every notify must come with a new value. */
typedef struct {
  GObject *object;
  GHashTable *values;         /* GParamSpec → GValue */
} Watch;

static void
value_free (gpointer data)
{
  GValue *value = data;

  g_value_unset (value);
  g_free (value);
}

static GValue *
read_property (GObject    *object,
               GParamSpec *pspec)
{
  GValue *value = g_new0 (GValue, 1);

  g_value_init (value, pspec->value_type);
  g_object_get_property (object, pspec->name, value);
  return value;
}

static void
watch_notify_cb (GObject    *object,
                 GParamSpec *pspec,
                 gpointer    user_data)
{
  Watch *watch = user_data;
  GValue *old = g_hash_table_lookup (watch->values, pspec);
  GValue *now = read_property (object, pspec);

  g_assert_nonnull (old);
  if (g_param_values_cmp (pspec, old, now) == 0)
    g_error ("%s::%s notified without a change", G_OBJECT_TYPE_NAME (object), pspec->name);
  g_hash_table_replace (watch->values, pspec, now);
}

static void
watch_free (gpointer data)
{
  Watch *watch = data;

  g_signal_handlers_disconnect_by_data (watch->object, watch);
  g_hash_table_unref (watch->values);
  g_object_unref (watch->object);
  g_free (watch);
}

static void
watch_object (Fixture  *fixture,
              gpointer  object)
{
  Watch *watch = g_new0 (Watch, 1);
  guint n_pspecs;
  g_autofree GParamSpec **pspecs = g_object_class_list_properties (G_OBJECT_GET_CLASS (object), &n_pspecs);

  watch->object = g_object_ref (object);
  watch->values = g_hash_table_new_full (NULL, NULL, NULL, value_free);
  for (guint i = 0; i < n_pspecs; i++)
    if (pspecs[i]->flags & G_PARAM_READABLE)
      g_hash_table_insert (watch->values, pspecs[i], read_property (object, pspecs[i]));
  g_signal_connect (object, "notify", G_CALLBACK (watch_notify_cb), watch);
  g_ptr_array_add (fixture->watches, watch);
}

static void
game_finished_cb (LairGameSession      *session,
                  const LairGameRecord *record,
                  Fixture              *fixture)
{
  g_assert_true (record->finished);
  fixture->n_games_finished++;
}

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  fixture->context = g_main_context_new ();
  g_main_context_push_thread_default (fixture->context);
  fixture->session = test_session_new ();
  fixture->rows = g_array_new (FALSE, FALSE, sizeof (TestRow));
  fixture->watches = g_ptr_array_new_with_free_func (watch_free);

  test_collect_rows (fixture->session, fixture->rows);
  g_signal_connect (fixture->session, "game-finished", G_CALLBACK (game_finished_cb), fixture);
  watch_object (fixture, fixture->session);
  for (guint i = 0; i < LAIR_N_SEATS; i++)
    watch_object (fixture, lair_game_session_get_seat (fixture->session, i));
}

/* No reference to the session, its seats or its rooms may outlive it. */
static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  GListModel *rooms = lair_game_session_get_rooms (fixture->session);
  LairSeat *seats[LAIR_N_SEATS];
  LairRoomItem *room = NULL;

  g_clear_pointer (&fixture->watches, g_ptr_array_unref);
  for (guint i = 0; i < LAIR_N_SEATS; i++)
    seats[i] = g_object_ref (lair_game_session_get_seat (fixture->session, i));
  if (g_list_model_get_n_items (rooms) > 0)
    room = g_list_model_get_item (rooms, 0);

  g_assert_finalize_object (g_steal_pointer (&fixture->session));
  for (guint i = 0; i < LAIR_N_SEATS; i++)
    g_assert_finalize_object (seats[i]);
  if (room != NULL)
    g_assert_finalize_object (room);

  g_array_unref (fixture->rows);
  g_main_context_pop_thread_default (fixture->context);
  /* nothing may be left to run on the context */
  g_assert_false (g_main_context_iteration (fixture->context, FALSE));
  g_main_context_unref (fixture->context);
}

/* What the table shows: whether the computer plays seat @player */
static gboolean
computer_at_table (LairGameSession *session,
                   guint            player)
{
  g_autoptr(LairTableView) view = lair_game_session_get_table_view (session);

  return lair_table_view_seat_is_computer (view, player);
}

static guint
rooms_at_table (LairGameSession *session)
{
  g_autoptr(LairTableView) view = lair_game_session_get_table_view (session);

  return lair_table_view_get_n_rooms (view);
}

/* Plays the choices the session resolved through a bare core game of the
 * same configuration: the session must have passed them on faithfully. */
static void
assert_core_agrees (Fixture *fixture)
{
  const LairGame *played = lair_game_session_get_game (fixture->session);
  LairGame *game = test_replay_rows (lair_game_get_config (played), fixture->rows, NULL, NULL);
  guint n = lair_game_get_n_players (played);

  for (guint p = 0; p < n; p++)
    {
      g_assert_cmpint (lair_game_seat_get_chest (game, p), ==, lair_game_seat_get_chest (played, p));
      g_assert_cmpint (lair_game_seat_get_gold_bars (game, p), ==, lair_game_seat_get_gold_bars (played, p));
    }
  g_assert_cmpuint (lair_game_get_winners (game), ==, lair_game_get_winners (played));
  lair_game_free (game);
}

/* The seats show what the record says. */
static void
assert_finished (Fixture *fixture)
{
  LairGameSession *session = fixture->session;
  const LairGameRecord *record = lair_game_session_get_record (session);
  g_autoptr(LairTableView) view = lair_game_session_get_table_view (session);

  g_assert_cmpint (lair_game_session_get_phase (session), ==, LAIR_SESSION_FINISHED);
  g_assert_cmpuint (fixture->n_games_finished, ==, 1);
  g_assert_nonnull (record);
  g_assert_true (record->finished);
  g_assert_cmpuint (record->n_dungeons, ==, LAIR_N_DUNGEONS);
  g_assert_false (lair_game_session_get_can_play (session));

  for (guint i = 0; i < LAIR_N_SEATS; i++)
    {
      LairSeat *seat = lair_game_session_get_seat (session, i);
      gint p = lair_seat_get_player (seat);

      if (p < 0)
        continue;
      g_assert_cmpint (lair_seat_get_chest (seat), ==, record->seats[p].chest);
      g_assert_cmpint (lair_seat_get_chest (seat), ==, lair_table_view_seat_get_chest (view, p));
      g_assert_cmpint (lair_seat_get_gold_bars (seat), ==, record->seats[p].gold_bars);
      g_assert_cmpint (lair_seat_get_winner (seat), ==, record->seats[p].winner);
      g_assert_cmpuint (lair_seat_get_achievements (seat), ==, record->seats[p].achievements);
      g_assert_cmpint (record->seats[p].computer, ==, lair_seat_get_kind (seat) == LAIR_SEAT_COMPUTER);
      g_assert_false (lair_seat_get_inside (seat));
      g_assert_cmpuint (lair_seat_get_options (seat), ==, 0);
    }
}

/* The first way to stay the seat has now (a plain room's Stay, the Sun,
 * the first card, …). */
static LairChoice
staying (LairGameSession *session,
         guint            index)
{
  LairOptions options = lair_seat_get_options (lair_game_session_get_seat (session, index));

  for (LairChoice c = 0; c < LAIR_N_CHOICES; c++)
    if (c != LAIR_CHOICE_LEAVE && (options & LAIR_OPTION (c)))
      return c;
  g_assert_not_reached ();
}

static void
test_menu (Fixture       *fixture,
           gconstpointer  data)
{
  LairGameSession *session = fixture->session;
  LairSeat *seat0 = lair_game_session_get_seat (session, 0);
  LairSeat *seat4 = lair_game_session_get_seat (session, 4);
  GListModel *seats = lair_game_session_get_seats (session);
  g_autoptr(GError) error = NULL;
  g_autoptr(LairSeat) first = NULL;

  g_assert_cmpuint (g_list_model_get_n_items (seats), ==, LAIR_N_SEATS);
  g_assert_true (g_list_model_get_item_type (seats) == LAIR_TYPE_SEAT);
  first = g_list_model_get_item (seats, 0);
  g_assert_true (first == seat0);
  g_assert_cmpint (lair_game_session_get_phase (session), ==, LAIR_SESSION_MENU);
  g_assert_false (lair_game_session_get_can_play (session));

  /* nobody seated */
  g_assert_false (lair_game_session_play (session, &error));
  g_assert_error (error, LAIR_SESSION_ERROR, LAIR_SESSION_ERROR_NO_SEATS);
  g_clear_error (&error);

  /* a person joining blocks Play */
  g_assert_true (lair_game_session_join_seat (session, 0, &error));
  g_assert_no_error (error);
  g_assert_cmpint (lair_seat_get_kind (seat0), ==, LAIR_SEAT_HUMAN);
  g_assert_true (lair_seat_get_joining (seat0));
  g_assert_cmpstr (lair_seat_get_name (seat0), ==, "Player 1");
  g_assert_false (lair_game_session_get_can_play (session));
  g_assert_false (lair_game_session_play (session, &error));
  g_assert_error (error, LAIR_SESSION_ERROR, LAIR_SESSION_ERROR_JOINING);
  g_clear_error (&error);
  g_assert_cmpint (lair_game_session_get_phase (session), ==, LAIR_SESSION_MENU);

  /* a computer seat does not unblock it */
  g_assert_true (lair_game_session_make_computer (session, 4, &error));
  g_assert_cmpint (lair_seat_get_kind (seat4), ==, LAIR_SEAT_COMPUTER);
  g_assert_cmpstr (lair_seat_get_name (seat4), !=, "");
  g_assert_false (lair_game_session_get_can_play (session));

  g_assert_true (lair_game_session_finish_joining (session, 0, "  Ada  ", &error));
  g_assert_no_error (error);
  g_assert_cmpstr (lair_seat_get_name (seat0), ==, "Ada");
  g_assert_false (lair_seat_get_joining (seat0));
  g_assert_true (lair_game_session_get_can_play (session));

  g_assert_false (lair_game_session_finish_joining (session, 0, "Bob", &error));
  g_assert_error (error, LAIR_SESSION_ERROR, LAIR_SESSION_ERROR_INVALID_SEAT);
  g_clear_error (&error);
  g_assert_false (lair_game_session_join_seat (session, LAIR_N_SEATS, &error));
  g_assert_error (error, LAIR_SESSION_ERROR, LAIR_SESSION_ERROR_INVALID_SEAT);
  g_clear_error (&error);

  /* joining a seat again to rename it keeps the name until finished */
  g_assert_true (lair_game_session_join_seat (session, 0, &error));
  g_assert_cmpstr (lair_seat_get_name (seat0), ==, "Ada");
  g_assert_true (lair_game_session_finish_joining (session, 0, "", &error));
  g_assert_cmpstr (lair_seat_get_name (seat0), ==, "Ada");

  g_assert_true (lair_game_session_leave_seat (session, 4, &error));
  g_assert_cmpint (lair_seat_get_kind (seat4), ==, LAIR_SEAT_EMPTY);
  g_assert_true (lair_game_session_make_computer (session, 2, &error));
  g_assert_no_error (error);

  lair_game_session_set_seed (session, 42);
  g_assert_true (lair_game_session_play (session, &error));
  g_assert_no_error (error);
  g_assert_cmpint (lair_game_session_get_phase (session), ==, LAIR_SESSION_PLAYING);
  g_assert_cmpuint (lair_game_session_get_seed (session), ==, 42);
  g_assert_cmpuint (lair_game_session_get_n_players (session), ==, 2);
  g_assert_cmpuint (lair_game_session_get_dungeon (session), ==, 1);
  g_assert_cmpuint (lair_game_session_get_room (session), ==, 1);
  g_assert_cmpint (lair_game_session_get_bravery (session), ==, 2);
  g_assert_cmpuint (lair_game_session_get_decision (session), ==, 1);
  g_assert_cmpuint (g_list_model_get_n_items (lair_game_session_get_rooms (session)), ==, 1);
  g_assert_cmpint (lair_seat_get_player (seat0), ==, 0);
  g_assert_cmpint (lair_seat_get_player (lair_game_session_get_seat (session, 2)), ==, 1);
  g_assert_cmpint (lair_seat_get_player (seat4), ==, -1);
  g_assert_true (lair_seat_get_inside (seat0));
  g_assert_true (lair_seat_has_option (seat0, LAIR_CHOICE_LEAVE));
  g_assert_false (lair_seat_get_inside (seat4));
  g_assert_false (lair_game_session_get_can_play (session));

  /* the menu is closed during a game */
  g_assert_false (lair_game_session_join_seat (session, 4, &error));
  g_assert_error (error, LAIR_SESSION_ERROR, LAIR_SESSION_ERROR_WRONG_PHASE);
  g_clear_error (&error);
  g_assert_false (lair_game_session_leave_seat (session, 0, &error));
  g_assert_error (error, LAIR_SESSION_ERROR, LAIR_SESSION_ERROR_WRONG_PHASE);
  g_clear_error (&error);
  g_assert_false (lair_game_session_play (session, &error));
  g_assert_error (error, LAIR_SESSION_ERROR, LAIR_SESSION_ERROR_WRONG_PHASE);
  g_clear_error (&error);

  lair_game_session_return_to_menu (session);
  g_assert_cmpint (lair_game_session_get_phase (session), ==, LAIR_SESSION_MENU);
  g_assert_cmpuint (lair_game_session_get_dungeon (session), ==, 0);
  g_assert_cmpuint (lair_game_session_get_n_players (session), ==, 0);
  g_assert_cmpuint (g_list_model_get_n_items (lair_game_session_get_rooms (session)), ==, 0);
  g_assert_cmpint (lair_seat_get_player (seat0), ==, -1);
  g_assert_cmpint (lair_seat_get_kind (seat0), ==, LAIR_SEAT_HUMAN);
  g_assert_false (lair_seat_get_inside (seat0));
  g_assert_true (lair_game_session_get_can_play (session));
}

static void
test_humans_only (Fixture       *fixture,
                  gconstpointer  data)
{
  LairGameSession *session = fixture->session;
  g_autoptr(GError) error = NULL;

  test_seat (session, "h.hh");
  lair_game_session_set_seed (session, 7);
  g_assert_true (lair_game_session_play (session, &error));
  g_assert_no_error (error);

  test_play_to_end (session);
  assert_finished (fixture);
  assert_core_agrees (fixture);
  g_assert_cmpint (lair_game_session_get_record (session)->stats.games_with_ais, ==, 0);

  /* and once more, after the menu */
  lair_game_session_return_to_menu (session);
  g_assert_null (lair_game_session_get_record (session));
  g_array_set_size (fixture->rows, 0);
  fixture->n_games_finished = 0;
  g_assert_true (lair_game_session_play (session, &error));
  /* without a seed set, each game draws its own */
  g_assert_cmpuint (lair_game_session_get_seed (session), !=, 7);
  test_play_to_end (session);
  assert_finished (fixture);
  assert_core_agrees (fixture);
}

static void
test_computers_only (Fixture       *fixture,
                     gconstpointer  data)
{
  LairGameSession *session = fixture->session;
  g_autoptr(GError) error = NULL;

  test_seat (session, "ccccccccc");
  lair_game_session_set_seed (session, 99);
  g_assert_true (lair_game_session_play (session, &error));
  test_play_to_end (session);
  assert_finished (fixture);
  assert_core_agrees (fixture);
  g_assert_cmpint (lair_game_session_get_record (session)->stats.games_with_ais, ==, 1);
  g_assert_cmpint (lair_game_session_get_record (session)->stats.games_won_by_ais, ==, 1);
}

/* Steps until a decision begins at room 2 or later with @index inside. */
static void
step_to_mid_dungeon (LairGameSession *session,
                     guint            index)
{
  LairSeat *seat = lair_game_session_get_seat (session, index);
  guint decision = lair_game_session_get_decision (session);

  for (;;)
    {
      test_step (session);
      g_assert_cmpint (lair_game_session_get_phase (session), !=, LAIR_SESSION_FINISHED);
      if (lair_game_session_get_decision (session) != decision &&
          lair_game_session_get_phase (session) == LAIR_SESSION_PLAYING &&
          lair_game_session_get_room (session) >= 2 &&
          lair_seat_get_inside (seat))
        return;
      decision = lair_game_session_get_decision (session);
    }
}

static void
test_take_over (Fixture       *fixture,
                gconstpointer  data)
{
  LairGameSession *session = fixture->session;
  LairSeat *seat = lair_game_session_get_seat (session, 1);
  g_autoptr(GError) error = NULL;
  LairChoice choice;

  test_seat (session, "hcc");
  lair_game_session_set_seed (session, 11);
  g_assert_true (lair_game_session_play (session, &error));

  step_to_mid_dungeon (session, 1);
  /* the computer has not answered yet: a person opens its menu */
  g_assert_cmpint (lair_seat_get_choice (seat), ==, LAIR_CHOICE_NONE);
  lair_game_session_set_selecting (session, 1, TRUE);
  g_assert_cmpint (lair_seat_get_selection (seat), ==, LAIR_SELECTION_SELECTING);
  for (guint i = 0; i < 10; i++)
    g_main_context_iteration (fixture->context, FALSE);
  /* the computer waits while the menu is open */
  g_assert_cmpint (lair_seat_get_choice (seat), ==, LAIR_CHOICE_NONE);

  choice = test_policy (session, 1);
  g_assert_true (lair_game_session_choose (session, 1, choice, &error));
  g_assert_no_error (error);
  g_assert_cmpint (lair_seat_get_kind (seat), ==, LAIR_SEAT_HUMAN);
  g_assert_false (computer_at_table (session, 1));
  g_assert_cmpint (lair_seat_get_choice (seat), ==, choice);
  g_assert_cmpint (lair_seat_get_selection (seat), ==, LAIR_SELECTION_SELECTED);

  test_play_to_end (session);
  assert_finished (fixture);
  assert_core_agrees (fixture);
  g_assert_false (lair_game_session_get_record (session)->seats[1].computer);
  g_assert_true (lair_game_session_get_record (session)->seats[2].computer);
  g_assert_cmpint (lair_game_session_get_record (session)->stats.games_with_ais, ==, 1);
}

static void
test_selecting_computer (Fixture       *fixture,
                         gconstpointer  data)
{
  LairGameSession *session = fixture->session;
  LairSeat *seat = lair_game_session_get_seat (session, 1);
  g_autoptr(GError) error = NULL;

  test_seat (session, "hc");
  lair_game_session_set_seed (session, 8);
  g_assert_true (lair_game_session_play (session, &error));

  /* its menu opened before it could answer, and closed with no choice */
  lair_game_session_set_selecting (session, 1, TRUE);
  g_assert_true (lair_game_session_choose (session, 0, staying (session, 0), &error));
  for (guint i = 0; i < 10; i++)
    g_main_context_iteration (fixture->context, FALSE);
  g_assert_cmpint (lair_seat_get_choice (seat), ==, LAIR_CHOICE_NONE);
  g_assert_false (lair_game_session_get_in_grace (session));
  g_assert_cmpuint (lair_game_session_get_decision (session), ==, 1);

  lair_game_session_set_selecting (session, 1, FALSE);
  g_assert_cmpint (lair_seat_get_kind (seat), ==, LAIR_SEAT_COMPUTER);
  g_assert_cmpint (lair_seat_get_choice (seat), !=, LAIR_CHOICE_NONE);
  g_assert_cmpint (lair_seat_get_selection (seat), ==, LAIR_SELECTION_SELECTED);
  g_assert_true (lair_game_session_get_in_grace (session));

  test_play_to_end (session);
  assert_finished (fixture);
  assert_core_agrees (fixture);
}

static void
test_hand_over (Fixture       *fixture,
                gconstpointer  data)
{
  LairGameSession *session = fixture->session;
  LairSeat *seat0 = lair_game_session_get_seat (session, 0);
  LairSeat *seat1 = lair_game_session_get_seat (session, 1);
  g_autoptr(GError) error = NULL;
  LairChoice *row;
  LairChoice choice;
  guint rows;

  test_seat (session, "hhh");
  lair_game_session_set_seed (session, 5);
  g_assert_true (lair_game_session_play (session, &error));

  /* before choosing: the computer chooses for the seat */
  step_to_mid_dungeon (session, 1);
  lair_game_session_set_selecting (session, 1, TRUE);
  g_assert_true (lair_game_session_hand_to_computer (session, 1, &error));
  g_assert_no_error (error);
  g_assert_cmpint (lair_seat_get_kind (seat1), ==, LAIR_SEAT_COMPUTER);
  g_assert_cmpint (lair_seat_get_selection (seat1), ==, LAIR_SELECTION_NONE);
  g_assert_true (computer_at_table (session, 1));
  g_assert_true (lair_game_session_hand_to_computer (session, 1, &error));
  g_main_context_iteration (fixture->context, FALSE);
  g_assert_cmpint (lair_seat_get_choice (seat1), !=, LAIR_CHOICE_NONE);

  /* after choosing: the choice stands */
  step_to_mid_dungeon (session, 0);
  choice = test_policy (session, 0);
  g_assert_true (lair_game_session_choose (session, 0, choice, &error));
  g_assert_true (lair_game_session_hand_to_computer (session, 0, &error));
  g_assert_no_error (error);
  g_assert_cmpint (lair_seat_get_kind (seat0), ==, LAIR_SEAT_COMPUTER);
  g_assert_cmpint (lair_seat_get_choice (seat0), ==, choice);
  rows = fixture->rows->len;
  while (fixture->rows->len == rows)
    test_step (session);
  row = g_array_index (fixture->rows, TestRow, rows).c;
  g_assert_cmpint (row[0], ==, choice);

  test_play_to_end (session);
  assert_finished (fixture);
  assert_core_agrees (fixture);
  g_assert_true (lair_game_session_get_record (session)->seats[0].computer);
  g_assert_true (lair_game_session_get_record (session)->seats[1].computer);
  g_assert_false (lair_game_session_get_record (session)->seats[2].computer);

  g_assert_false (lair_game_session_hand_to_computer (session, 2, &error));
  g_assert_error (error, LAIR_SESSION_ERROR, LAIR_SESSION_ERROR_WRONG_PHASE);
}

static gboolean
decision_changed (gpointer data)
{
  Fixture *fixture = data;

  return fixture->rows->len > 0;
}

static void
test_change_of_mind (Fixture       *fixture,
                     gconstpointer  data)
{
  LairGameSession *session = fixture->session;
  LairSeat *seat0 = lair_game_session_get_seat (session, 0);
  LairSeat *seat1 = lair_game_session_get_seat (session, 1);
  g_autoptr(GError) error = NULL;
  LairChoice *row;
  LairChoice stay1;

  lair_game_session_set_grace_delay (session, 100);
  test_seat (session, "hh");
  lair_game_session_set_seed (session, 12);
  g_assert_true (lair_game_session_play (session, &error));

  lair_game_session_set_selecting (session, 0, TRUE);
  g_assert_cmpint (lair_seat_get_selection (seat0), ==, LAIR_SELECTION_SELECTING);
  lair_game_session_set_selecting (session, 0, FALSE);
  g_assert_cmpint (lair_seat_get_selection (seat0), ==, LAIR_SELECTION_NONE);

  stay1 = staying (session, 1);
  g_assert_true (lair_game_session_choose (session, 0, staying (session, 0), &error));
  g_assert_false (lair_game_session_get_in_grace (session));
  g_assert_true (lair_game_session_choose (session, 1, stay1, &error));
  g_assert_true (lair_game_session_get_in_grace (session));
  g_assert_cmpint (lair_seat_get_selection (seat1), ==, LAIR_SELECTION_SELECTED);

  /* a second thought, inside the grace */
  lair_game_session_set_selecting (session, 0, TRUE);
  g_assert_true (lair_game_session_choose (session, 0, LAIR_CHOICE_LEAVE, &error));
  g_assert_no_error (error);
  g_assert_cmpint (lair_seat_get_choice (seat0), ==, LAIR_CHOICE_LEAVE);
  g_assert_cmpint (lair_seat_get_selection (seat0), ==, LAIR_SELECTION_SELECTED);
  g_assert_true (lair_game_session_get_in_grace (session));
  g_assert_cmpuint (lair_game_session_get_decision (session), ==, 1);

  test_iterate_until (fixture->context, decision_changed, fixture);
  row = g_array_index (fixture->rows, TestRow, 0).c;
  g_assert_cmpint (row[0], ==, LAIR_CHOICE_LEAVE);
  g_assert_cmpint (row[1], ==, stay1);
  g_assert_false (lair_seat_get_inside (seat0));
  g_assert_true (lair_seat_get_inside (seat1));
  g_assert_false (lair_game_session_get_in_grace (session));
  g_assert_cmpuint (lair_game_session_get_decision (session), ==, 2);
  g_assert_cmpint (lair_seat_get_choice (seat1), ==, LAIR_CHOICE_NONE);
  g_assert_cmpint (lair_seat_get_selection (seat1), ==, LAIR_SELECTION_NONE);
}

static gboolean
phase_is_reveal (gpointer data)
{
  return lair_game_session_get_phase (data) == LAIR_SESSION_REVEAL;
}

static void
test_late_choice (Fixture       *fixture,
                  gconstpointer  data)
{
  LairGameSession *session = fixture->session;
  g_autoptr(GError) error = NULL;
  LairOptions options;
  LairChoice missing = LAIR_CHOICE_NONE;

  lair_game_session_set_grace_delay (session, 20);
  lair_game_session_set_reveal_delay (session, 60000);
  test_seat (session, "hh");

  g_assert_false (lair_game_session_choose (session, 0, LAIR_CHOICE_STAY, &error));
  g_assert_error (error, LAIR_SESSION_ERROR, LAIR_SESSION_ERROR_WRONG_PHASE);
  g_clear_error (&error);

  lair_game_session_set_seed (session, 13);
  g_assert_true (lair_game_session_play (session, &error));
  g_assert_true (lair_game_session_choose_for_decision (session, 1, 0, LAIR_CHOICE_LEAVE, &error));
  g_assert_true (lair_game_session_choose_for_decision (session, 1, 1, staying (session, 1), &error));
  g_assert_no_error (error);
  test_iterate_until (fixture->context, decision_changed, fixture);
  g_assert_cmpuint (lair_game_session_get_decision (session), ==, 2);

  /* a click from a menu opened at the first decision */
  g_assert_false (lair_game_session_choose_for_decision (session, 1, 1, staying (session, 1), &error));
  g_assert_error (error, LAIR_SESSION_ERROR, LAIR_SESSION_ERROR_RESOLVED);
  g_clear_error (&error);
  g_assert_cmpint (lair_seat_get_choice (lair_game_session_get_seat (session, 1)), ==, LAIR_CHOICE_NONE);

  g_assert_false (lair_game_session_choose (session, 0, LAIR_CHOICE_STAY, &error));
  g_assert_error (error, LAIR_SESSION_ERROR, LAIR_SESSION_ERROR_NOT_INSIDE);
  g_clear_error (&error);
  g_assert_false (lair_game_session_choose (session, 5, LAIR_CHOICE_STAY, &error));
  g_assert_error (error, LAIR_SESSION_ERROR, LAIR_SESSION_ERROR_INVALID_SEAT);
  g_clear_error (&error);

  options = lair_seat_get_options (lair_game_session_get_seat (session, 1));
  for (LairChoice c = 0; c < LAIR_N_CHOICES && missing == LAIR_CHOICE_NONE; c++)
    if (!(options & LAIR_OPTION (c)))
      missing = c;
  g_assert_false (lair_game_session_choose (session, 1, missing, &error));
  g_assert_error (error, LAIR_SESSION_ERROR, LAIR_SESSION_ERROR_NOT_ALLOWED);
  g_clear_error (&error);
  g_assert_false (lair_game_session_choose (session, 1, LAIR_N_CHOICES, &error));
  g_assert_error (error, LAIR_SESSION_ERROR, LAIR_SESSION_ERROR_NOT_ALLOWED);
  g_clear_error (&error);

  /* the dungeon is over: no decision to choose for */
  g_assert_true (lair_game_session_choose (session, 1, LAIR_CHOICE_LEAVE, &error));
  test_iterate_until (fixture->context, phase_is_reveal, session);
  g_assert_cmpuint (g_list_model_get_n_items (lair_game_session_get_rooms (session)), ==,
                    rooms_at_table (session));
  g_assert_false (lair_game_session_choose (session, 1, LAIR_CHOICE_STAY, &error));
  g_assert_error (error, LAIR_SESSION_ERROR, LAIR_SESSION_ERROR_RESOLVED);
  g_clear_error (&error);

  lair_game_session_return_to_menu (session);
  g_assert_false (lair_game_session_choose (session, 1, LAIR_CHOICE_STAY, &error));
  g_assert_error (error, LAIR_SESSION_ERROR, LAIR_SESSION_ERROR_WRONG_PHASE);
}

static gboolean
game_over (gpointer data)
{
  return lair_game_session_get_phase (data) == LAIR_SESSION_FINISHED;
}

static void
count_cb (GObject    *object,
          GParamSpec *pspec,
          guint      *count)
{
  (*count)++;
}

/* The delays are real timeouts: a short game of computers runs on its
 * own. */
static void
test_real_delays (Fixture       *fixture,
                  gconstpointer  data)
{
  LairGameSession *session = fixture->session;
  g_autoptr(GError) error = NULL;
  guint graces = 0;
  gint64 start;

  g_object_set (session, "think-delay", 3, "grace-delay", 2, "reveal-delay", 2, NULL);
  g_assert_cmpuint (lair_game_session_get_think_delay (session), ==, 3);
  g_signal_connect (session, "notify::in-grace", G_CALLBACK (count_cb), &graces);
  test_seat (session, "ccc");
  lair_game_session_set_seed (session, 21);

  start = g_get_monotonic_time ();
  g_assert_true (lair_game_session_play (session, &error));
  test_iterate_until (fixture->context, game_over, session);

  assert_finished (fixture);
  assert_core_agrees (fixture);
  /* every decision waited out its grace, and the game took its time */
  g_assert_cmpuint (graces, ==, 2 * fixture->rows->len);
  g_assert_cmpint (g_get_monotonic_time () - start, >=, fixture->rows->len * 2000);
}

/* A handler may end the game in the middle of a step. */
static void
room_revealed_cb (LairGameSession *session,
                  LairRoomItem    *room,
                  gpointer         data)
{
  if (lair_room_item_get_number (room) == 3)
    lair_game_session_return_to_menu (session);
}

static void
test_reentrant (Fixture       *fixture,
                gconstpointer  data)
{
  LairGameSession *session = fixture->session;
  g_autoptr(GError) error = NULL;

  test_seat (session, "cc");
  lair_game_session_set_seed (session, 3);
  g_signal_connect (session, "room-revealed", G_CALLBACK (room_revealed_cb), NULL);
  g_assert_true (lair_game_session_play (session, &error));
  while (lair_game_session_get_phase (session) != LAIR_SESSION_MENU)
    test_step (session);
  g_assert_null (lair_game_session_get_table_view (session));
  g_assert_cmpuint (g_list_model_get_n_items (lair_game_session_get_rooms (session)), ==, 0);
  g_assert_false (g_main_context_iteration (fixture->context, FALSE));
}

/* Computer seats say how they play; human seats do not. */
static void
test_personality (void)
{
  g_autoptr(LairGameSession) session = test_session_new ();
  g_autoptr(GError) error = NULL;
  LairSeat *human, *computer;

  test_seat (session, "hc");
  human = lair_game_session_get_seat (session, 0);
  computer = lair_game_session_get_seat (session, 1);
  g_assert_null (lair_seat_get_personality (computer));

  lair_game_session_play (session, &error);
  g_assert_no_error (error);
  g_assert_null (lair_seat_get_personality (human));
  g_assert_nonnull (lair_seat_get_personality (computer));
  g_assert_cmpstr (lair_seat_get_personality (computer), !=, "");

  /* handed to the computer, a human seat takes on a personality */
  lair_game_session_hand_to_computer (session, 0, &error);
  g_assert_no_error (error);
  g_assert_nonnull (lair_seat_get_personality (human));

  lair_game_session_return_to_menu (session);
  g_assert_null (lair_seat_get_personality (computer));
}

/* Each seat's computer level is kept for the next time. */
static void
test_levels_in_settings (void)
{
  g_autoptr(GSettings) settings = g_settings_new ("io.github.spiderlair.SpiderLair");
  g_autoptr(LairGameSession) first = test_session_new ();
  g_autoptr(LairGameSession) second = test_session_new ();
  g_auto(GStrv) kept = NULL;
  const char *odd[] = { "hard", "nonsense", "gems:5", "easy", NULL };

  lair_seat_set_level (lair_game_session_get_seat (first, 2), LAIR_AI_HARD);
  lair_seat_set_level (lair_game_session_get_seat (first, 8), LAIR_AI_EASY);
  lair_seat_set_level (lair_game_session_get_seat (first, 5), LAIR_AI_EXPERT);
  lair_game_session_save_levels (first, settings);

  kept = g_settings_get_strv (settings, "computer-levels");
  g_assert_cmpuint (g_strv_length (kept), ==, 9);
  g_assert_cmpstr (kept[2], ==, "hard");
  g_assert_cmpstr (kept[8], ==, "easy");
  g_assert_cmpstr (kept[5], ==, "expert");
  g_assert_cmpstr (kept[0], ==, "normal");

  lair_game_session_load_levels (second, settings);
  for (guint i = 0; i < 9; i++)
    g_assert_cmpint (lair_seat_get_level (lair_game_session_get_seat (second, i)), ==,
                     lair_seat_get_level (lair_game_session_get_seat (first, i)));

  /* entries a seat cannot offer leave it as it was */
  g_settings_set_strv (settings, "computer-levels", odd);
  lair_game_session_load_levels (second, settings);
  g_assert_cmpint (lair_seat_get_level (lair_game_session_get_seat (second, 0)), ==, LAIR_AI_HARD);
  g_assert_cmpint (lair_seat_get_level (lair_game_session_get_seat (second, 1)), ==, LAIR_AI_NORMAL);
  g_assert_cmpint (lair_seat_get_level (lair_game_session_get_seat (second, 2)), ==, LAIR_AI_HARD);
  g_assert_cmpint (lair_seat_get_level (lair_game_session_get_seat (second, 3)), ==, LAIR_AI_EASY);
  g_settings_reset (settings, "computer-levels");
}

/* With a think delay the Expert thinks in a thread: the main loop runs on
 * meanwhile, and its answer is the one it gives on the same table. */
static void
test_expert_thinks_aside (void)
{
  g_autoptr(LairGameSession) session = test_session_new ();
  g_autoptr(LairTableView) view = NULL;
  g_autoptr(GError) error = NULL;
  LairSeat *expert;
  LairChoice expected;
  guint iterations = 0;

  lair_expert_set_rollouts (60);
  test_seat (session, "hc");
  expert = lair_game_session_get_seat (session, 1);
  lair_seat_set_level (expert, LAIR_AI_EXPERT);
  lair_game_session_set_seed (session, 5);
  lair_game_session_set_think_delay (session, 1);
  g_assert_true (lair_game_session_play (session, &error));
  g_assert_no_error (error);

  view = lair_game_session_get_table_view (session);
  g_assert_cmpint (lair_table_view_seat_get_level (view, 1)->kind, ==, LAIR_AI_EXPERT);
  expected = lair_expert_choose (view, lair_seat_get_player (expert));
  g_assert_cmpint (lair_seat_get_selection (expert), !=, LAIR_SELECTION_SELECTED);
  while (lair_seat_get_selection (expert) != LAIR_SELECTION_SELECTED)
    {
      g_main_context_iteration (NULL, TRUE);
      g_assert_cmpuint (++iterations, <, 100000);
    }
  g_assert_cmpint (lair_seat_get_choice (expert), ==, expected);

  /* the person's choice resolves the decision as ever */
  test_humans_choose (session);
  test_step (session);
  g_assert_cmpuint (lair_game_session_get_decision (session), >, 0);
}

/* Hints are counted per seat for its statistics and change nothing else. */
static void
test_hints_counted (void)
{
  g_autoptr(LairGameSession) session = test_session_new ();
  g_autoptr(GError) error = NULL;
  const LairGameRecord *record;

  test_seat (session, "hh");
  lair_game_session_set_seed (session, 9);
  g_assert_true (lair_game_session_play (session, &error));
  lair_game_session_note_hint (session, 0);
  test_humans_choose (session);
  test_step (session);
  lair_game_session_note_hint (session, 0);
  test_play_to_end (session);

  record = lair_game_session_get_record (session);
  g_assert_nonnull (record);
  g_assert_cmpint (record->seats[lair_seat_get_player (lair_game_session_get_seat (session, 0))].hints, ==, 2);
  g_assert_cmpint (record->seats[lair_seat_get_player (lair_game_session_get_seat (session, 1))].hints, ==, 0);
}

static void
count_notify_cb (GObject    *object,
                 GParamSpec *pspec,
                 guint      *count)
{
  (*count)++;
}

/* Each seat carries a mark that no other seat at its table shares, kept
 * by the session as seats are taken, renamed and left: the initial, the
 * initial and the next letter where two share it, an empty seat's number */
static void
test_marks (void)
{
  g_autoptr(LairGameSession) session = lair_game_session_new ();
  LairSeat *bob = lair_game_session_get_seat (session, 0);
  LairSeat *nell = lair_game_session_get_seat (session, 2);
  guint bob_notified = 0;
  g_autofree char *mark = NULL;

  for (guint i = 0; i < LAIR_N_SEATS; i++)
    {
      g_autofree char *number = g_strdup_printf ("%u", i + 1);

      g_assert_cmpstr (lair_seat_get_mark (lair_game_session_get_seat (session, i)), ==, number);
    }
  g_signal_connect (bob, "notify::mark", G_CALLBACK (count_notify_cb), &bob_notified);

  /* joining under the name the seat gives, then under one's own */
  g_assert_true (lair_game_session_join_seat (session, 0, NULL));
  g_assert_cmpstr (lair_seat_get_mark (bob), ==, "P");
  g_assert_true (lair_game_session_finish_joining (session, 0, "Bob", NULL));
  g_assert_cmpstr (lair_seat_get_mark (bob), ==, "B");
  g_assert_cmpuint (bob_notified, ==, 2);

  /* a second B: both take their next letter */
  g_assert_true (lair_game_session_join_seat (session, 2, NULL));
  g_assert_true (lair_game_session_finish_joining (session, 2, "Brass Nell", NULL));
  g_assert_cmpstr (lair_seat_get_mark (bob), ==, "Bo");
  g_assert_cmpstr (lair_seat_get_mark (nell), ==, "Br");
  g_assert_cmpuint (bob_notified, ==, 3);
  g_object_get (nell, "mark", &mark, NULL);
  g_assert_cmpstr (mark, ==, "Br");

  /* renamed away from the B, and back to it */
  lair_seat_set_name (nell, "Nell");
  g_assert_cmpstr (lair_seat_get_mark (bob), ==, "B");
  g_assert_cmpstr (lair_seat_get_mark (nell), ==, "N");
  lair_seat_set_name (nell, "Brass Nell");
  g_assert_cmpstr (lair_seat_get_mark (bob), ==, "Bo");
  g_assert_cmpuint (bob_notified, ==, 5);

  /* Nell leaves: Bob has his initial alone, her seat its number; a
   * computer's seat takes its mark from its name */
  g_assert_true (lair_game_session_leave_seat (session, 2, NULL));
  g_assert_cmpstr (lair_seat_get_mark (bob), ==, "B");
  g_assert_cmpstr (lair_seat_get_mark (nell), ==, "3");
  g_assert_true (lair_game_session_make_computer (session, 4, NULL));
  {
    LairSeat *computer = lair_game_session_get_seat (session, 4);
    g_auto(GStrv) expected = lair_seat_marks ((const char *[]) { "Bob", NULL, NULL, NULL,
                                                                 lair_seat_get_name (computer) }, 5);

    g_assert_cmpstr (lair_seat_get_mark (computer), ==, expected[4]);
  }
  g_signal_handlers_disconnect_by_func (bob, count_notify_cb, &bob_notified);
}

/* What Play waits for: somebody seated, everybody joining done, the end
 * of the game on; nothing once it can start one */
static void
test_play_wait (void)
{
  g_autoptr(LairGameSession) session = lair_game_session_new ();
  g_autoptr(GError) error = NULL;
  guint notified = 0;
  LairPlayWait wait;

  g_signal_connect (session, "notify::play-wait", G_CALLBACK (count_notify_cb), &notified);
  g_assert_cmpint (lair_game_session_get_play_wait (session), ==, LAIR_PLAY_WAIT_SEATS);
  g_assert_true (lair_game_session_join_seat (session, 0, NULL));
  g_assert_cmpint (lair_game_session_get_play_wait (session), ==, LAIR_PLAY_WAIT_JOINING);
  g_assert_false (lair_game_session_get_can_play (session));
  g_assert_true (lair_game_session_make_computer (session, 1, NULL));
  g_assert_cmpint (lair_game_session_get_play_wait (session), ==, LAIR_PLAY_WAIT_JOINING);
  g_assert_true (lair_game_session_finish_joining (session, 0, "Ann", NULL));
  g_assert_cmpint (lair_game_session_get_play_wait (session), ==, LAIR_PLAY_WAIT_NONE);
  g_assert_true (lair_game_session_get_can_play (session));
  g_assert_cmpuint (notified, ==, 2);

  g_assert_true (lair_game_session_play (session, &error));
  g_assert_no_error (error);
  g_object_get (session, "play-wait", &wait, NULL);
  g_assert_cmpint (wait, ==, LAIR_PLAY_WAIT_GAME);
  lair_game_session_return_to_menu (session);
  g_assert_cmpint (lair_game_session_get_play_wait (session), ==, LAIR_PLAY_WAIT_NONE);

  g_assert_true (lair_game_session_leave_seat (session, 0, NULL));
  g_assert_true (lair_game_session_leave_seat (session, 1, NULL));
  g_assert_cmpint (lair_game_session_get_play_wait (session), ==, LAIR_PLAY_WAIT_SEATS);
  g_assert_cmpuint (notified, ==, 5);
  g_signal_handlers_disconnect_by_func (session, count_notify_cb, &notified);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)

  ADD ("/session/menu", test_menu);
  g_test_add_func ("/session/personality", test_personality);
  g_test_add_func ("/session/levels-in-settings", test_levels_in_settings);
  g_test_add_func ("/session/expert-thinks-aside", test_expert_thinks_aside);
  g_test_add_func ("/session/hints-counted", test_hints_counted);
  g_test_add_func ("/session/marks", test_marks);
  g_test_add_func ("/session/play-wait", test_play_wait);
  ADD ("/session/humans-only", test_humans_only);
  ADD ("/session/computers-only", test_computers_only);
  ADD ("/session/take-over", test_take_over);
  ADD ("/session/selecting-computer", test_selecting_computer);
  ADD ("/session/hand-over", test_hand_over);
  ADD ("/session/change-of-mind", test_change_of_mind);
  ADD ("/session/late-choice", test_late_choice);
  ADD ("/session/reentrant", test_reentrant);
  ADD ("/session/real-delays", test_real_delays);

  return g_test_run ();
}
