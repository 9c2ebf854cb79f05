/* test-session-hold.c — holding the game while the players are shown
 * what happened
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "lair-game-session.h"
#include "session-test-util.h"

typedef struct {
  GMainContext *context;
  LairGameSession *session;
} Fixture;

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  fixture->context = g_main_context_new ();
  g_main_context_push_thread_default (fixture->context);
  fixture->session = test_session_new ();
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
}

/* Where the game stands, to see that it did not move. */
typedef struct {
  LairSessionPhase phase;
  guint dungeon;
  guint room;
  guint decision;
  guint n_rooms;
} Place;

static Place
place_of (LairGameSession *session)
{
  Place place;

  place.phase = lair_game_session_get_phase (session);
  place.dungeon = lair_game_session_get_dungeon (session);
  place.room = lair_game_session_get_room (session);
  place.decision = lair_game_session_get_decision (session);
  place.n_rooms = g_list_model_get_n_items (lair_game_session_get_rooms (session));
  return place;
}

static void
assert_same_place (Place a,
                   Place b)
{
  g_assert_cmpint (a.phase, ==, b.phase);
  g_assert_cmpuint (a.dungeon, ==, b.dungeon);
  g_assert_cmpuint (a.room, ==, b.room);
  g_assert_cmpuint (a.decision, ==, b.decision);
  g_assert_cmpuint (a.n_rooms, ==, b.n_rooms);
}

/* Runs the main loop for @ms milliseconds of real time. */
static void
let_time_pass (GMainContext *context,
               guint         ms)
{
  gint64 end = g_get_monotonic_time () + ms * G_TIME_SPAN_MILLISECOND;

  while (g_get_monotonic_time () < end)
    {
      g_main_context_iteration (context, FALSE);
      g_usleep (G_TIME_SPAN_MILLISECOND);
    }
}

/* A held game of computers does not move, however long the loop runs;
 * released, it plays to its end. */
static void
test_held_game_waits (Fixture       *fixture,
                      gconstpointer  data)
{
  LairGameSession *session = fixture->session;
  g_autoptr(GError) error = NULL;
  Place before;

  test_seat (session, "ccc");
  lair_game_session_set_seed (session, 5);
  g_assert_true (lair_game_session_play (session, &error));
  g_assert_cmpuint (lair_game_session_get_room (session), ==, 1);

  lair_game_session_hold (session);
  g_assert_true (lair_game_session_get_held (session));
  before = place_of (session);
  for (guint i = 0; i < 500; i++)
    g_main_context_iteration (fixture->context, FALSE);
  /* nothing of the session is even due */
  g_assert_false (g_main_context_iteration (fixture->context, FALSE));
  assert_same_place (before, place_of (session));

  lair_game_session_release (session);
  g_assert_false (lair_game_session_get_held (session));
  test_play_to_end (session);
  g_assert_cmpint (lair_game_session_get_phase (session), ==, LAIR_SESSION_FINISHED);
}

/* With real delays, time passing while held does not count: the think
 * and the grace wait, and go on from where they stopped. */
static void
test_held_time_passes (Fixture       *fixture,
                       gconstpointer  data)
{
  LairGameSession *session = fixture->session;
  g_autoptr(GError) error = NULL;
  Place before;
  guint decision;
  gint64 released;

  g_object_set (session, "think-delay", 30, "grace-delay", 30, "reveal-delay", 30, NULL);
  test_seat (session, "cc");
  lair_game_session_set_seed (session, 8);
  g_assert_true (lair_game_session_play (session, &error));

  lair_game_session_hold (session);
  before = place_of (session);
  let_time_pass (fixture->context, 200);
  assert_same_place (before, place_of (session));
  for (guint i = 0; i < LAIR_N_SEATS; i++)
    g_assert_cmpint (lair_seat_get_choice (lair_game_session_get_seat (session, i)), ==, LAIR_CHOICE_NONE);

  decision = lair_game_session_get_decision (session);
  released = g_get_monotonic_time ();
  lair_game_session_release (session);
  while (lair_game_session_get_decision (session) == decision)
    g_main_context_iteration (fixture->context, TRUE);
  /* the whole think (at most 40 ms) and grace (30 ms) were still to come */
  g_assert_cmpint (g_get_monotonic_time () - released, >=, 30 * G_TIME_SPAN_MILLISECOND);
  g_assert_cmpuint (lair_game_session_get_decision (session), ==, decision + 1);
}

/* Holds count: only the last release lets the game go on. */
static void
test_nested_holds (Fixture       *fixture,
                   gconstpointer  data)
{
  LairGameSession *session = fixture->session;
  g_autoptr(GError) error = NULL;
  Place before;

  test_seat (session, "cc");
  lair_game_session_set_seed (session, 13);
  g_assert_true (lair_game_session_play (session, &error));

  lair_game_session_hold (session);
  lair_game_session_hold (session);
  before = place_of (session);
  lair_game_session_release (session);
  g_assert_true (lair_game_session_get_held (session));
  for (guint i = 0; i < 200; i++)
    g_main_context_iteration (fixture->context, FALSE);
  assert_same_place (before, place_of (session));

  lair_game_session_release (session);
  g_assert_false (lair_game_session_get_held (session));
  test_step (session);
  test_play_to_end (session);
}

/* A person may choose while the game is held; the decision resolves only
 * after the release. */
static void
test_choose_while_held (Fixture       *fixture,
                        gconstpointer  data)
{
  LairGameSession *session = fixture->session;
  g_autoptr(GError) error = NULL;
  guint decision;

  test_seat (session, "hh");
  lair_game_session_set_seed (session, 2);
  g_assert_true (lair_game_session_play (session, &error));
  decision = lair_game_session_get_decision (session);

  lair_game_session_hold (session);
  test_humans_choose (session);
  g_assert_true (lair_game_session_get_in_grace (session));
  for (guint i = 0; i < 200; i++)
    g_main_context_iteration (fixture->context, FALSE);
  g_assert_cmpuint (lair_game_session_get_decision (session), ==, decision);
  g_assert_true (lair_game_session_get_in_grace (session));

  lair_game_session_release (session);
  while (lair_game_session_get_decision (session) == decision)
    g_main_context_iteration (fixture->context, TRUE);
  g_assert_false (lair_game_session_get_in_grace (session));
}

static void
hold_at_end_cb (LairGameSession *session,
                LairDungeonEnd   end,
                gint             depth,
                gint             lair_room,
                gint             left_behind,
                gpointer         data)
{
  lair_game_session_hold (session);
}

/* Plays dungeon 1 of a game of computers with a reveal far too long to
 * wait out, held at its end as the window holds on its summary. */
static void
play_to_reveal (Fixture *fixture)
{
  LairGameSession *session = fixture->session;
  g_autoptr(GError) error = NULL;

  lair_game_session_set_reveal_delay (session, 10 * 60 * 1000);
  g_signal_connect (session, "dungeon-finished", G_CALLBACK (hold_at_end_cb), NULL);
  test_seat (session, "ccc");
  lair_game_session_set_seed (session, 11);
  g_assert_true (lair_game_session_play (session, &error));
  while (lair_game_session_get_phase (session) == LAIR_SESSION_PLAYING)
    g_main_context_iteration (fixture->context, TRUE);
  g_assert_cmpint (lair_game_session_get_phase (session), ==, LAIR_SESSION_REVEAL);
  g_assert_true (lair_game_session_get_held (session));
  g_assert_cmpuint (lair_game_session_get_dungeon (session), ==, 1);
  /* and the computers think for ever, so the game stands where it gets */
  lair_game_session_set_think_delay (session, 10 * 60 * 1000);
}

/* Runs what is due now, without waiting for any timer still to come. */
static void
run_due (GMainContext *context)
{
  for (guint i = 0; i < 100; i++)
    g_main_context_iteration (context, FALSE);
}

/* Released alone, the reveal waits out its delay ... */
static void
test_reveal_waits (Fixture       *fixture,
                   gconstpointer  data)
{
  play_to_reveal (fixture);
  lair_game_session_release (fixture->session);
  run_due (fixture->context);
  g_assert_cmpint (lair_game_session_get_phase (fixture->session), ==, LAIR_SESSION_REVEAL);
  g_assert_cmpuint (lair_game_session_get_dungeon (fixture->session), ==, 1);
}

/* ... but once the players have seen the dungeon's end (the summary's
 * button), the next dungeon's first room is entered at the release,
 * before the rest of the delay could pass. */
static void
test_reveal_ended (Fixture       *fixture,
                   gconstpointer  data)
{
  LairGameSession *session = fixture->session;

  play_to_reveal (fixture);
  lair_game_session_end_reveal (session);
  run_due (fixture->context);
  /* still held: nothing moves */
  g_assert_cmpint (lair_game_session_get_phase (session), ==, LAIR_SESSION_REVEAL);
  lair_game_session_release (session);
  run_due (fixture->context);
  g_assert_cmpint (lair_game_session_get_phase (session), ==, LAIR_SESSION_PLAYING);
  g_assert_cmpuint (lair_game_session_get_dungeon (session), ==, 2);
  g_assert_cmpuint (lair_game_session_get_room (session), ==, 1);

  /* and unheld, at once too; outside a reveal it changes nothing */
  lair_game_session_end_reveal (session);
  run_due (fixture->context);
  g_assert_cmpuint (lair_game_session_get_dungeon (session), ==, 2);
  g_assert_cmpuint (lair_game_session_get_room (session), ==, 1);
  /* the computers answer now: a person taking over every seat has them
   * choose at once */
  lair_game_session_set_think_delay (session, 0);
  while (lair_game_session_get_phase (session) == LAIR_SESSION_PLAYING)
    {
      test_humans_choose (session);
      for (guint i = 0; i < LAIR_N_SEATS; i++)
        {
          LairSeat *seat = lair_game_session_get_seat (session, i);

          if (lair_seat_get_kind (seat) == LAIR_SEAT_COMPUTER && lair_seat_get_inside (seat))
            lair_game_session_choose (session, i, test_policy (session, i), NULL);
        }
      g_main_context_iteration (fixture->context, FALSE);
    }
  lair_game_session_release (session);
  g_assert_cmpint (lair_game_session_get_phase (session), ==, LAIR_SESSION_REVEAL);
  lair_game_session_set_think_delay (session, 10 * 60 * 1000);
  lair_game_session_end_reveal (session);
  run_due (fixture->context);
  g_assert_cmpuint (lair_game_session_get_dungeon (session), ==, 3);
  g_assert_cmpuint (lair_game_session_get_room (session), ==, 1);
}

/* The way a window holds: in the handlers of what happened, released a
 * little later from the main loop. The game plays exactly as unheld. */
typedef struct {
  LairGameSession *session;
  guint pending;
  guint holds;
  guint reveals_held;
  Place at_hold;
} Holder;

static gboolean
release_cb (gpointer data)
{
  Holder *holder = data;

  Place now = place_of (holder->session);

  /* the session did not move while the outcome was on show (the
   * published room and dungeon catch up after the handlers) */
  g_assert_cmpint (now.phase, ==, holder->at_hold.phase);
  g_assert_cmpuint (now.decision, ==, holder->at_hold.decision);
  g_assert_cmpuint (now.n_rooms, ==, holder->at_hold.n_rooms);
  holder->pending--;
  lair_game_session_release (holder->session);
  return G_SOURCE_REMOVE;
}

static void
hold_for_a_while (Holder *holder)
{
  g_autoptr(GSource) source = NULL;

  holder->holds++;
  holder->pending++;
  lair_game_session_hold (holder->session);
  holder->at_hold = place_of (holder->session);
  /* several iterations later */
  source = g_timeout_source_new (2);
  g_source_set_priority (source, G_PRIORITY_LOW);
  g_source_set_callback (source, release_cb, holder, NULL);
  g_source_attach (source, g_main_context_get_thread_default ());
}

static void
room_revealed_cb (LairGameSession *session,
                  LairRoomItem    *room,
                  Holder          *holder)
{
  hold_for_a_while (holder);
}

static void
dungeon_finished_cb (LairGameSession *session,
                     LairDungeonEnd   end,
                     gint             a,
                     gint             b,
                     gint             c,
                     Holder          *holder)
{
  holder->reveals_held++;
  hold_for_a_while (holder);
}

static void
play_game (LairGameSession *session,
           GArray          *rows,
           Holder          *holder)
{
  g_autoptr(GError) error = NULL;

  test_collect_rows (session, rows);
  if (holder != NULL)
    {
      holder->session = session;
      g_signal_connect (session, "room-revealed", G_CALLBACK (room_revealed_cb), holder);
      g_signal_connect (session, "dungeon-finished", G_CALLBACK (dungeon_finished_cb), holder);
    }
  test_seat (session, "chc");
  lair_game_session_set_seed (session, 31);
  g_assert_true (lair_game_session_play (session, &error));
  while (lair_game_session_get_phase (session) != LAIR_SESSION_FINISHED ||
         (holder != NULL && holder->pending > 0))
    {
      if (!lair_game_session_get_held (session))
        test_humans_choose (session);
      g_main_context_iteration (g_main_context_get_thread_default (), TRUE);
    }
}

static void
test_held_game_plays_the_same (Fixture       *fixture,
                               gconstpointer  data)
{
  g_autoptr(LairGameSession) other = test_session_new ();
  g_autoptr(GArray) held_rows = g_array_new (FALSE, FALSE, sizeof (TestRow));
  g_autoptr(GArray) rows = g_array_new (FALSE, FALSE, sizeof (TestRow));
  Holder holder = { 0 };

  play_game (fixture->session, held_rows, &holder);
  play_game (other, rows, NULL);

  g_assert_cmpuint (holder.holds, >, LAIR_N_DUNGEONS);
  g_assert_cmpuint (holder.reveals_held, ==, LAIR_N_DUNGEONS);
  g_assert_false (lair_game_session_get_held (fixture->session));
  g_assert_cmpuint (held_rows->len, ==, rows->len);
  g_assert_cmpmem (held_rows->data, held_rows->len * sizeof (TestRow),
                   rows->data, rows->len * sizeof (TestRow));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)

  ADD ("/session/hold/waits", test_held_game_waits);
  ADD ("/session/hold/time-passes", test_held_time_passes);
  ADD ("/session/hold/nested", test_nested_holds);
  ADD ("/session/hold/choose", test_choose_while_held);
  ADD ("/session/hold/same-game", test_held_game_plays_the_same);
  ADD ("/session/hold/reveal-waits", test_reveal_waits);
  ADD ("/session/hold/reveal-ended", test_reveal_ended);

  return g_test_run ();
}
