/* test-session-replay.c — games played in a session, with seats changing
 * hands and a game saved and resumed, are recorded whole and play again
 * to what the history holds
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "lair-store-private.h"
#include "session-test-util.h"
#include "store-test-util.h"

typedef struct {
  TestHistory history;
  GMainContext *context;
} Fixture;

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  test_history_set_up (&f->history, data);
  f->context = g_main_context_new ();
  g_main_context_push_thread_default (f->context);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  g_main_context_pop_thread_default (f->context);
  g_main_context_unref (f->context);
  test_history_tear_down (&f->history, data);
}

/* Records the finished game of @session as the application does. */
static gint64
record_session (LairStore       *store,
                LairGameSession *session)
{
  g_autoptr(GError) error = NULL;
  LairStoreGameInfo info = { 0 };
  LairGameRecord record = *lair_game_session_get_record (session);
  gint64 id = 0;

  g_assert_true (record.finished);
  info.seed = lair_game_session_get_seed (session);
  for (guint i = 0; i < LAIR_N_SEATS; i++)
    {
      LairSeat *seat = lair_game_session_get_seat (session, i);
      gint p = lair_seat_get_player (seat);

      if (p < 0)
        continue;
      info.seats[p].name = lair_seat_get_name (seat);
      info.seats[p].level = lair_seat_get_kind (seat) == LAIR_SEAT_COMPUTER ? "normal" : NULL;
    }
  g_assert_true (lair_store_record_game (store, &info, &record, &id, &error));
  g_assert_no_error (error);
  return id;
}

static void
assert_replays (LairStore *store,
                gint64     id)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(LairStoreGameStory) story = NULL;

  g_assert_true (lair_store_replay_game (store, id, NULL, NULL, NULL, &error));
  g_assert_no_error (error);
  story = lair_store_get_game_story (store, id, &error);
  g_assert_no_error (error);
  g_assert_true (story->game->has_replay);
}

/* People and computers; a person hands a seat to the computer and takes
 * another computer seat over mid-game. Every choice is kept, whoever made
 * it, and the game plays again to the recorded result. */
static void
test_takeovers (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(LairStore) store = test_history_open (&f->history);

  for (guint64 seed = 1; seed <= 12; seed++)
    {
      g_autoptr(LairGameSession) session = test_session_new ();
      g_autoptr(GError) error = NULL;
      gboolean handed = FALSE, taken = FALSE;
      guint steps = 0;
      gint64 id;
      const LairGameRecord *record;

      test_seat (session, "hhcc");
      lair_game_session_set_seed (session, seed);
      g_assert_true (lair_game_session_play (session, &error));
      g_assert_no_error (error);
      while (lair_game_session_get_phase (session) != LAIR_SESSION_FINISHED)
        {
          LairSeat *first = lair_game_session_get_seat (session, 0);
          LairSeat *third = lair_game_session_get_seat (session, 2);

          if (!handed && steps > 3 && lair_seat_get_inside (first))
            handed = lair_game_session_hand_to_computer (session, 0, NULL);
          if (!taken && steps > 6 && lair_seat_get_inside (third))
            taken = lair_game_session_take_over (session, 2, NULL);
          test_step (session);
          g_assert_cmpuint (++steps, <, 100000);
        }
      g_assert_true (handed && taken);
      record = lair_game_session_get_record (session);
      g_assert_true (record->seats[0].computer);
      g_assert_false (record->seats[2].computer);
      id = record_session (store, session);
      assert_replays (store, id);
    }
}

/* A game saved halfway and resumed in another session is kept whole,
 * the choices from before the save with it. */
static void
test_resumed (Fixture       *f,
              gconstpointer  data)
{
  g_autoptr(LairStore) store = test_history_open (&f->history);

  for (guint64 seed = 20; seed <= 25; seed++)
    {
      g_autoptr(LairGameSession) first = test_session_new ();
      g_autoptr(LairGameSession) second = test_session_new ();
      g_autoptr(GError) error = NULL;
      g_autoptr(GBytes) saved = NULL;
      gint64 id;

      test_seat (first, "hcch");
      lair_game_session_set_seed (first, seed);
      g_assert_true (lair_game_session_play (first, &error));
      while (lair_game_session_get_dungeon (first) < 2 &&
             lair_game_session_get_phase (first) != LAIR_SESSION_FINISHED)
        test_step (first);
      saved = lair_game_session_save (first);
      g_assert_nonnull (saved);

      g_assert_true (lair_game_session_restore (second, saved, &error));
      g_assert_no_error (error);
      test_play_to_end (second);
      id = record_session (store, second);
      assert_replays (store, id);
      g_assert_cmpuint (lair_game_session_get_record (second)->moves.n_choices, >, 0);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add ("/session-replay/takeovers", Fixture, NULL, fixture_set_up, test_takeovers, fixture_tear_down);
  g_test_add ("/session-replay/resumed", Fixture, NULL, fixture_set_up, test_resumed, fixture_tear_down);
  return g_test_run ();
}
