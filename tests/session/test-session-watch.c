/* test-session-watch.c — a recorded game played again at the table: the
 * same results, paused and stepped room by room, and the menu as it was
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "lair-game-session.h"
#include "session-test-util.h"

typedef struct {
  GMainContext *context;
  LairGameSession *session;
  /* the game as it was played */
  LairGameConfig config;
  LairGameRecord played;
  GArray *choices;
  LairWatchSeat seats[LAIR_MAX_PLAYERS];
  char *names[LAIR_MAX_PLAYERS];
} Fixture;

/* Plays a game of a person and two computers to its end and keeps what
 * the history would: its configuration, seats, choices and results. */
static void
record_game (Fixture *fixture)
{
  g_autoptr(LairGameSession) session = test_session_new ();
  g_autoptr(GArray) rows = g_array_new (FALSE, FALSE, sizeof (TestRow));
  g_autoptr(GError) error = NULL;
  const LairGameRecord *record;

  test_seat (session, "hcc");
  lair_seat_set_level (lair_game_session_get_seat (session, 2), LAIR_AI_HARD);
  lair_game_session_set_seed (session, 4242);
  test_collect_rows (session, rows);
  g_assert_true (lair_game_session_play (session, &error));
  g_assert_no_error (error);
  test_play_to_end (session);

  record = lair_game_session_get_record (session);
  g_assert_nonnull (record);
  fixture->played = *record;
  lair_game_config_init (&fixture->config, record->n_players, 4242);
  fixture->config.has_adventures = TRUE;
  for (guint d = 0; d < LAIR_N_DUNGEONS; d++)
    fixture->config.adventures[d] = record->dungeons[d].adventure;

  fixture->choices = g_array_new (FALSE, FALSE, sizeof (LairChoice));
  for (guint r = 0; r < rows->len; r++)
    for (guint p = 0; p < record->n_players; p++)
      {
        LairChoice choice = g_array_index (rows, TestRow, r).c[p];

        if (choice != LAIR_CHOICE_NONE)
          g_array_append_val (fixture->choices, choice);
      }

  for (guint p = 0; p < record->n_players; p++)
    {
      LairSeat *seat = lair_game_session_get_seat (session, p);

      fixture->names[p] = g_strdup (lair_seat_get_name (seat));
      fixture->seats[p].name = fixture->names[p];
      fixture->seats[p].computer = record->seats[p].computer;
      fixture->seats[p].level = lair_seat_get_level (seat);
      /* as the history would have awarded them */
      fixture->seats[p].achievements = 1u << p;
    }
  g_signal_handlers_disconnect_by_data (session, rows);
  lair_game_session_return_to_menu (session);
}

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  fixture->context = g_main_context_new ();
  g_main_context_push_thread_default (fixture->context);
  record_game (fixture);

  /* the menu of the table that watches: a person at seat 1 */
  fixture->session = test_session_new ();
  g_assert_true (lair_game_session_join_seat (fixture->session, 1, &error));
  g_assert_true (lair_game_session_finish_joining (fixture->session, 1, "Zoë", &error));
  g_assert_no_error (error);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  g_assert_finalize_object (fixture->session);
  while (g_main_context_iteration (fixture->context, FALSE))
    ;
  g_main_context_pop_thread_default (fixture->context);
  g_main_context_unref (fixture->context);
  g_array_unref (fixture->choices);
  for (guint p = 0; p < LAIR_MAX_PLAYERS; p++)
    g_free (fixture->names[p]);
}

static void
watch (Fixture *fixture)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (lair_game_session_watch (fixture->session, &fixture->config, fixture->seats,
                                          (const LairChoice *) (gpointer) fixture->choices->data,
                                          fixture->choices->len, &error));
  g_assert_no_error (error);
  g_assert_true (lair_game_session_get_watching (fixture->session));
  g_assert_cmpint (lair_game_session_get_phase (fixture->session), ==, LAIR_SESSION_PLAYING);
}

/* The seats and their results are those of the game as it was played. */
static void
assert_same_results (Fixture *fixture)
{
  const LairGameRecord *record = lair_game_session_get_record (fixture->session);

  g_assert_nonnull (record);
  g_assert_cmpuint (record->n_players, ==, fixture->played.n_players);
  for (guint p = 0; p < record->n_players; p++)
    {
      LairSeat *seat = lair_game_session_get_seat (fixture->session, p);

      g_assert_cmpint (lair_seat_get_player (seat), ==, (gint) p);
      g_assert_cmpstr (lair_seat_get_name (seat), ==, fixture->names[p]);
      g_assert_cmpint (record->seats[p].chest, ==, fixture->played.seats[p].chest);
      g_assert_cmpint (record->seats[p].gold_bars, ==, fixture->played.seats[p].gold_bars);
      g_assert_cmpint (record->seats[p].winner, ==, fixture->played.seats[p].winner);
      g_assert_cmpint (record->seats[p].computer, ==, fixture->played.seats[p].computer);
      g_assert_cmpint (lair_seat_get_chest (seat), ==, fixture->played.seats[p].chest);
      g_assert_cmpint (lair_seat_get_winner (seat), ==, fixture->played.seats[p].winner);
      /* the achievements the history awarded, not new ones */
      g_assert_cmpuint (record->seats[p].achievements, ==, 1u << p);
      g_assert_cmpuint (lair_seat_get_achievements (seat), ==, 1u << p);
    }
  for (guint d = 0; d < LAIR_N_DUNGEONS; d++)
    {
      g_assert_cmpint (record->dungeons[d].depth, ==, fixture->played.dungeons[d].depth);
      g_assert_cmpint (record->dungeons[d].end, ==, fixture->played.dungeons[d].end);
    }
}

/* The menu is back as it was before the watching. */
static void
assert_menu_back (Fixture *fixture)
{
  LairSeat *zoe = lair_game_session_get_seat (fixture->session, 1);

  g_assert_false (lair_game_session_get_watching (fixture->session));
  g_assert_cmpint (lair_game_session_get_phase (fixture->session), ==, LAIR_SESSION_MENU);
  g_assert_cmpint (lair_seat_get_kind (lair_game_session_get_seat (fixture->session, 0)), ==, LAIR_SEAT_EMPTY);
  g_assert_cmpint (lair_seat_get_kind (zoe), ==, LAIR_SEAT_HUMAN);
  g_assert_cmpstr (lair_seat_get_name (zoe), ==, "Zoë");
  g_assert_cmpint (lair_seat_get_kind (lair_game_session_get_seat (fixture->session, 2)), ==, LAIR_SEAT_EMPTY);
  g_assert_true (lair_game_session_get_can_play (fixture->session));
}

static gboolean
is_finished (gpointer data)
{
  return lair_game_session_get_phase (data) == LAIR_SESSION_FINISHED;
}

static void
test_watch_to_end (Fixture       *fixture,
                   gconstpointer  data)
{
  LairGameSession *session = fixture->session;
  g_autoptr(GError) error = NULL;

  watch (fixture);

  /* nobody chooses for the seats, and the game is not kept to resume */
  g_assert_cmpuint (lair_seat_get_options (lair_game_session_get_seat (session, 0)), ==, 0);
  g_assert_false (lair_game_session_choose (session, 0, LAIR_CHOICE_STAY, &error));
  g_assert_error (error, LAIR_SESSION_ERROR, LAIR_SESSION_ERROR_WRONG_PHASE);
  g_clear_error (&error);
  g_assert_false (lair_game_session_take_over (session, 1, &error));
  g_assert_error (error, LAIR_SESSION_ERROR, LAIR_SESSION_ERROR_WRONG_PHASE);
  g_clear_error (&error);
  g_assert_null (lair_game_session_save (session));

  /* the seats choose by themselves, as they did */
  test_iterate_until (fixture->context, is_finished, session);
  assert_same_results (fixture);
  g_assert_true (lair_game_session_get_watching (session));

  lair_game_session_return_to_menu (session);
  assert_menu_back (fixture);
}

static gboolean
is_deciding (gpointer data)
{
  return lair_game_session_get_phase (data) == LAIR_SESSION_PLAYING &&
         !lair_game_session_get_in_grace (data);
}

/* Paused, nothing moves however long it waits; each step goes exactly one
 * room on (at the Sphinx through both its decisions), or from the end of
 * a dungeon into the next; playing again goes on by itself. */
static void
test_pause_and_step (Fixture       *fixture,
                     gconstpointer  data)
{
  LairGameSession *session = fixture->session;
  guint n_steps = 0;

  watch (fixture);
  test_iterate_until (fixture->context, is_deciding, session);
  lair_game_session_set_paused (session, TRUE);
  g_assert_true (lair_game_session_get_paused (session));

  while (lair_game_session_get_phase (session) != LAIR_SESSION_FINISHED)
    {
      LairSessionPhase phase = lair_game_session_get_phase (session);
      guint dungeon = lair_game_session_get_dungeon (session);
      guint room = lair_game_session_get_room (session);
      guint decision = lair_game_session_get_decision (session);

      /* paused: the main loop has nothing to do */
      for (guint i = 0; i < 20; i++)
        g_main_context_iteration (fixture->context, FALSE);
      g_assert_cmpint (lair_game_session_get_phase (session), ==, phase);
      g_assert_cmpuint (lair_game_session_get_decision (session), ==, decision);
      g_assert_cmpuint (lair_game_session_get_room (session), ==, room);

      g_assert_true (lair_game_session_step (session));
      n_steps++;
      if (phase == LAIR_SESSION_REVEAL)
        {
          g_assert_cmpuint (lair_game_session_get_dungeon (session), ==, dungeon + 1);
          g_assert_cmpuint (lair_game_session_get_room (session), ==, 1);
        }
      else if (lair_game_session_get_phase (session) == LAIR_SESSION_PLAYING)
        {
          g_assert_cmpuint (lair_game_session_get_dungeon (session), ==, dungeon);
          g_assert_cmpuint (lair_game_session_get_room (session), ==, room + 1);
        }
      g_assert_true (lair_game_session_get_paused (session));

      /* halfway, play on for a while and pause again */
      if (n_steps == 12)
        {
          lair_game_session_set_paused (session, FALSE);
          test_iterate_until (fixture->context, is_deciding, session);
          lair_game_session_set_paused (session, TRUE);
        }
    }
  g_assert_cmpuint (n_steps, >, LAIR_N_DUNGEONS);
  g_assert_false (lair_game_session_step (session));
  assert_same_results (fixture);

  /* stopping releases the pause */
  lair_game_session_stop_watching (session);
  g_assert_false (lair_game_session_get_paused (session));
  g_assert_false (lair_game_session_get_held (session));
  assert_menu_back (fixture);
}

/* Stopped in the middle, the menu comes back and a game can be played. */
static void
test_stop_midway (Fixture       *fixture,
                  gconstpointer  data)
{
  LairGameSession *session = fixture->session;
  g_autoptr(GError) error = NULL;

  watch (fixture);
  for (guint i = 0; i < 5; i++)
    g_assert_true (lair_game_session_step (session));
  lair_game_session_set_paused (session, TRUE);
  lair_game_session_stop_watching (session);
  g_assert_false (lair_game_session_get_held (session));
  assert_menu_back (fixture);

  g_assert_true (lair_game_session_play (session, &error));
  g_assert_no_error (error);
  g_assert_false (lair_game_session_get_watching (session));
  g_assert_cmpuint (lair_seat_get_options (lair_game_session_get_seat (session, 1)), !=, 0);
  g_assert_nonnull (lair_game_session_save (session));
}

/* Choices that do not play the game to its end are refused, changing
 * nothing; so is watching while a game is being played. */
static void
test_refused (Fixture       *fixture,
              gconstpointer  data)
{
  LairGameSession *session = fixture->session;
  const LairChoice *choices = (const LairChoice *) (gpointer) fixture->choices->data;
  g_autoptr(GError) error = NULL;

  g_assert_false (lair_game_session_watch (session, &fixture->config, fixture->seats, choices,
                                           fixture->choices->len - 1, &error));
  g_assert_error (error, LAIR_SESSION_ERROR, LAIR_SESSION_ERROR_INVALID_DATA);
  g_clear_error (&error);
  g_assert_false (lair_game_session_get_watching (session));
  assert_menu_back (fixture);

  g_assert_true (lair_game_session_play (session, &error));
  g_assert_no_error (error);
  g_assert_false (lair_game_session_watch (session, &fixture->config, fixture->seats, choices,
                                           fixture->choices->len, &error));
  g_assert_error (error, LAIR_SESSION_ERROR, LAIR_SESSION_ERROR_WRONG_PHASE);
  g_assert_false (lair_game_session_get_watching (session));
  g_assert_cmpuint (lair_seat_get_options (lair_game_session_get_seat (session, 1)), !=, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add ("/session/watch/to-end", Fixture, NULL, fixture_set_up, test_watch_to_end, fixture_tear_down);
  g_test_add ("/session/watch/pause-and-step", Fixture, NULL, fixture_set_up, test_pause_and_step,
              fixture_tear_down);
  g_test_add ("/session/watch/stop-midway", Fixture, NULL, fixture_set_up, test_stop_midway, fixture_tear_down);
  g_test_add ("/session/watch/refused", Fixture, NULL, fixture_set_up, test_refused, fixture_tear_down);

  return g_test_run ();
}
