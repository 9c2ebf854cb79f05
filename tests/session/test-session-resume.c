/* test-session-resume.c — saving a game and playing it back
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "lair-game-session.h"
#include "session-test-util.h"

typedef struct {
  const char *seats;
  guint64 seed;
} Setup;

static const Setup setups[] = {
  { "hchc", 2024 },
  { "chhcchhch", 77 },
};

typedef struct {
  LairGameRecord record;
  gint chests[LAIR_MAX_PLAYERS];
  LairSeatKind kinds[LAIR_N_SEATS];
} Result;

/* One step of the seeded game: seat 2's person hands over to the computer
 * from the sixth decision on, and a person takes over seat 1 from the
 * fifteenth (by choosing for it). Each depends only on where the game is,
 * so a restored game plays on as the original did. */
static void
drive (LairGameSession *session)
{
  guint decision = lair_game_session_get_decision (session);
  LairSeat *seat1 = lair_game_session_get_seat (session, 1);
  LairSeat *seat2 = lair_game_session_get_seat (session, 2);
  g_autoptr(GError) error = NULL;

  if (lair_game_session_get_phase (session) == LAIR_SESSION_PLAYING)
    {
      if (decision >= 6 && lair_seat_get_kind (seat2) == LAIR_SEAT_HUMAN)
        g_assert_true (lair_game_session_hand_to_computer (session, 2, &error));
      if (decision >= 15 && lair_seat_get_kind (seat1) == LAIR_SEAT_COMPUTER &&
          lair_seat_get_inside (seat1) && lair_seat_get_choice (seat1) == LAIR_CHOICE_NONE)
        g_assert_true (lair_game_session_choose (session, 1, test_policy (session, 1), &error));
      g_assert_no_error (error);
    }
  test_step (session);
}

static LairGameSession *
start (const Setup *setup)
{
  LairGameSession *session = test_session_new ();
  g_autoptr(GError) error = NULL;

  test_seat (session, setup->seats);
  lair_game_session_set_seed (session, setup->seed);
  g_assert_true (lair_game_session_play (session, &error));
  g_assert_no_error (error);
  return session;
}

static void
finish (LairGameSession *session,
        Result          *result)
{
  guint steps = 0;

  while (lair_game_session_get_phase (session) != LAIR_SESSION_FINISHED)
    {
      drive (session);
      g_assert_cmpuint (++steps, <, 100000);
    }

  result->record = *lair_game_session_get_record (session);
  for (guint i = 0; i < LAIR_N_SEATS; i++)
    {
      LairSeat *seat = lair_game_session_get_seat (session, i);

      result->kinds[i] = lair_seat_get_kind (seat);
      if (lair_seat_get_player (seat) >= 0)
        result->chests[lair_seat_get_player (seat)] = lair_seat_get_chest (seat);
    }
}

static void
assert_same_result (const Result *a,
                    const Result *b)
{
  g_assert_cmpuint (a->record.n_players, ==, b->record.n_players);
  for (guint p = 0; p < a->record.n_players; p++)
    {
      g_assert_cmpint (a->chests[p], ==, b->chests[p]);
      g_assert_cmpint (a->record.seats[p].chest, ==, b->record.seats[p].chest);
      g_assert_cmpint (a->record.seats[p].gold_bars, ==, b->record.seats[p].gold_bars);
      g_assert_cmpint (a->record.seats[p].winner, ==, b->record.seats[p].winner);
      g_assert_cmpint (a->record.seats[p].computer, ==, b->record.seats[p].computer);
      g_assert_cmpuint (a->record.seats[p].achievements, ==, b->record.seats[p].achievements);
    }
  for (guint d = 0; d < LAIR_N_DUNGEONS; d++)
    g_assert_cmpmem (&a->record.dungeons[d], sizeof (LairDungeonRecord),
                     &b->record.dungeons[d], sizeof (LairDungeonRecord));
  g_assert_cmpmem (&a->record.stats, sizeof (LairStats), &b->record.stats, sizeof (LairStats));
  g_assert_cmpmem (a->kinds, sizeof a->kinds, b->kinds, sizeof b->kinds);
}

static void
assert_fresh_menu (LairGameSession *session)
{
  g_autoptr(GError) error = NULL;

  g_assert_cmpint (lair_game_session_get_phase (session), ==, LAIR_SESSION_MENU);
  g_assert_null (lair_game_session_get_table_view (session));
  g_assert_cmpuint (lair_game_session_get_n_players (session), ==, 0);
  g_assert_cmpuint (g_list_model_get_n_items (lair_game_session_get_rooms (session)), ==, 0);
  for (guint i = 0; i < LAIR_N_SEATS; i++)
    g_assert_cmpint (lair_seat_get_kind (lair_game_session_get_seat (session, i)), ==, LAIR_SEAT_EMPTY);
  g_assert_false (lair_game_session_play (session, &error));
  g_assert_error (error, LAIR_SESSION_ERROR, LAIR_SESSION_ERROR_NO_SEATS);
  g_assert_null (lair_game_session_save (session));
}

/* The state a window shows, which must come back as it was. */
static void
assert_same_state (LairGameSession *a,
                   LairGameSession *b)
{
  GListModel *rooms_a = lair_game_session_get_rooms (a);
  GListModel *rooms_b = lair_game_session_get_rooms (b);

  g_assert_cmpint (lair_game_session_get_phase (a), ==, lair_game_session_get_phase (b));
  g_assert_cmpuint (lair_game_session_get_decision (a), ==, lair_game_session_get_decision (b));
  g_assert_cmpuint (lair_game_session_get_dungeon (a), ==, lair_game_session_get_dungeon (b));
  g_assert_cmpint (lair_game_session_get_adventure (a), ==, lair_game_session_get_adventure (b));
  g_assert_cmpuint (lair_game_session_get_room (a), ==, lair_game_session_get_room (b));
  g_assert_cmpint (lair_game_session_get_bravery (a), ==, lair_game_session_get_bravery (b));
  g_assert_cmpint (lair_game_session_get_floor_gems (a), ==, lair_game_session_get_floor_gems (b));
  g_assert_cmpuint (lair_game_session_get_floor_bars (a), ==, lair_game_session_get_floor_bars (b));
  g_assert_cmpfloat (lair_game_session_get_lair_odds (a), ==, lair_game_session_get_lair_odds (b));
  g_assert_cmpfloat (lair_game_session_get_rumored_gems (a), ==, lair_game_session_get_rumored_gems (b));
  g_assert_cmpuint (lair_game_session_get_seed (a), ==, lair_game_session_get_seed (b));

  for (guint i = 0; i < LAIR_N_SEATS; i++)
    {
      LairSeat *sa = lair_game_session_get_seat (a, i);
      LairSeat *sb = lair_game_session_get_seat (b, i);

      g_assert_cmpint (lair_seat_get_kind (sa), ==, lair_seat_get_kind (sb));
      g_assert_cmpstr (lair_seat_get_name (sa), ==, lair_seat_get_name (sb));
      g_assert_cmpuint (lair_seat_get_avatar (sa), ==, lair_seat_get_avatar (sb));
      g_assert_cmpint (lair_seat_get_player (sa), ==, lair_seat_get_player (sb));
      g_assert_cmpint (lair_seat_get_inside (sa), ==, lair_seat_get_inside (sb));
      g_assert_cmpint (lair_seat_get_hand (sa), ==, lair_seat_get_hand (sb));
      g_assert_cmpint (lair_seat_get_chest (sa), ==, lair_seat_get_chest (sb));
      g_assert_cmpint (lair_seat_get_gold_bars (sa), ==, lair_seat_get_gold_bars (sb));
      g_assert_cmpint (lair_seat_get_shares (sa), ==, lair_seat_get_shares (sb));
      g_assert_cmpint (lair_seat_get_scares (sa), ==, lair_seat_get_scares (sb));
      g_assert_cmpuint (lair_seat_get_options (sa), ==, lair_seat_get_options (sb));
      g_assert_cmpfloat (lair_seat_get_expected_value (sa), ==, lair_seat_get_expected_value (sb));
    }

  g_assert_cmpuint (g_list_model_get_n_items (rooms_a), ==, g_list_model_get_n_items (rooms_b));
  for (guint r = 0; r < g_list_model_get_n_items (rooms_a); r++)
    {
      g_autoptr(LairRoomItem) ra = g_list_model_get_item (rooms_a, r);
      g_autoptr(LairRoomItem) rb = g_list_model_get_item (rooms_b, r);

      g_assert_cmpuint (lair_room_item_get_number (ra), ==, lair_room_item_get_number (rb));
      g_assert_cmpint (lair_room_item_get_kind (ra), ==, lair_room_item_get_kind (rb));
      g_assert_cmpint (lair_room_item_get_value (ra), ==, lair_room_item_get_value (rb));
      g_assert_cmpstr (lair_room_item_get_outcome (ra), ==, lair_room_item_get_outcome (rb));
      g_assert_cmpint (lair_room_item_get_entered (ra), ==, lair_room_item_get_entered (rb));
      g_assert_cmpint (lair_room_item_get_current (ra), ==, lair_room_item_get_current (rb));
    }
}

static void
test_resume_every_step (gconstpointer data)
{
  const Setup *setup = data;
  g_autoptr(GMainContext) context = g_main_context_new ();
  LairGameSession *session;
  Result straight = { 0 };
  guint n_steps = 0;
  guint in_reveal = 0;
  guint in_grace = 0;

  g_main_context_push_thread_default (context);

  session = start (setup);
  while (lair_game_session_get_phase (session) != LAIR_SESSION_FINISHED)
    {
      drive (session);
      n_steps++;
    }
  finish (session, &straight);
  g_assert_null (lair_game_session_save (session));
  g_assert_finalize_object (session);
  /* the game went through the hand-over and the take-over */
  g_assert_true (straight.record.seats[1].computer == FALSE);
  g_assert_true (straight.record.seats[2].computer == TRUE);

  for (guint k = 0; k < n_steps; k++)
    {
      g_autoptr(GBytes) saved = NULL;
      g_autoptr(GBytes) again = NULL;
      g_autoptr(GError) error = NULL;
      LairGameSession *restored;
      Result result = { 0 };

      session = start (setup);
      for (guint s = 0; s < k; s++)
        drive (session);
      saved = lair_game_session_save (session);
      g_assert_nonnull (saved);
      in_reveal += lair_game_session_get_phase (session) == LAIR_SESSION_REVEAL;
      in_grace += lair_game_session_get_in_grace (session);

      restored = test_session_new ();
      g_assert_true (lair_game_session_restore (restored, saved, &error));
      g_assert_no_error (error);
      assert_same_state (session, restored);
      g_assert_finalize_object (session);

      /* playing back rebuilds the very same log */
      again = lair_game_session_save (restored);
      g_assert_true (g_bytes_equal (saved, again));

      finish (restored, &result);
      assert_same_result (&straight, &result);
      g_assert_finalize_object (restored);
    }

  g_test_message ("saved and restored at %u steps, %u in a reveal, %u in a grace",
                  n_steps, in_reveal, in_grace);
  g_assert_cmpuint (in_reveal, >, 0);
  g_assert_cmpuint (in_grace, >, 0);
  g_assert_false (g_main_context_iteration (context, FALSE));
  g_main_context_pop_thread_default (context);
}

/* The window keeps the game as each decision starts, from inside the
 * signal, before the seats' properties have caught up with the step: a
 * game restored from there is the game that went on from that step */
typedef struct {
  GBytes *saved;
  guint   n_saves;
} AtStart;

static void
save_at_start_cb (LairGameSession *session,
                  guint            room,
                  LairDecisionKind kind,
                  AtStart         *at)
{
  g_assert_null (at->saved);
  at->saved = lair_game_session_save (session);
  g_assert_nonnull (at->saved);
  at->n_saves++;
}

static void
test_resume_at_decision_start (void)
{
  for (guint64 seed = 1; seed <= 40; seed++)
    {
      g_autoptr(GMainContext) context = g_main_context_new ();
      LairGameSession *session;
      g_autoptr(GError) error = NULL;
      AtStart at = { 0 };
      guint steps = 0;

      g_main_context_push_thread_default (context);
      session = test_session_new ();
      test_seat (session, "cc");
      lair_game_session_set_seed (session, seed);
      g_signal_connect (session, "decision-started", G_CALLBACK (save_at_start_cb), &at);
      g_assert_true (lair_game_session_play (session, &error));
      g_assert_no_error (error);
      while (lair_game_session_get_phase (session) != LAIR_SESSION_FINISHED)
        {
          if (at.saved != NULL)
            {
              LairGameSession *restored = test_session_new ();

              g_assert_true (lair_game_session_restore (restored, at.saved, &error));
              g_assert_no_error (error);
              assert_same_state (session, restored);
              g_assert_finalize_object (restored);
              g_clear_pointer (&at.saved, g_bytes_unref);
            }
          test_step (session);
          g_assert_cmpuint (++steps, <, 100000);
        }
      g_clear_pointer (&at.saved, g_bytes_unref);
      g_assert_cmpuint (at.n_saves, >, 0);
      g_assert_finalize_object (session);
      g_main_context_pop_thread_default (context);
    }
}

/* Restoring replaces a game in progress, and the restored game can be
 * played on with its delays. */
static void
test_resume_replaces (void)
{
  g_autoptr(GMainContext) context = g_main_context_new ();
  g_autoptr(GBytes) saved = NULL;
  g_autoptr(GError) error = NULL;
  LairGameSession *session;
  LairGameSession *other;

  g_main_context_push_thread_default (context);

  session = start (&setups[0]);
  for (guint s = 0; s < 40; s++)
    drive (session);
  saved = lair_game_session_save (session);
  g_assert_finalize_object (session);

  other = test_session_new ();
  test_seat (other, "ccccc");
  g_assert_true (lair_game_session_play (other, &error));
  for (guint s = 0; s < 5; s++)
    drive (other);
  g_assert_true (lair_game_session_restore (other, saved, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (lair_game_session_get_n_players (other), ==, strlen (setups[0].seats));
  g_assert_cmpint (lair_seat_get_kind (lair_game_session_get_seat (other, 4)), ==, LAIR_SEAT_EMPTY);
  finish (other, &(Result) { 0 });
  g_assert_finalize_object (other);

  g_main_context_pop_thread_default (context);
}

/* The hints each seat asked for come back with the game, and count on
 * from there into the finished game's record. */
static void
test_resume_hints (void)
{
  g_autoptr(GMainContext) context = g_main_context_new ();
  g_autoptr(GBytes) saved = NULL;
  g_autoptr(GError) error = NULL;
  LairGameSession *session;
  LairGameSession *resumed;
  Result played = { 0 }, replayed = { 0 };
  const gint asked[] = { 2, 0, 3, 1 };

  g_main_context_push_thread_default (context);

  session = start (&setups[0]);
  for (guint s = 0; s < 12; s++)
    {
      drive (session);
      /* as many before the first decision is over as later */
      if (s == 0 || s == 9)
        for (guint i = 0; i < G_N_ELEMENTS (asked); i++)
          for (gint h = 0; h < asked[i]; h++)
            lair_game_session_note_hint (session, i);
    }
  /* a seat nobody sits in asks nothing */
  lair_game_session_note_hint (session, 6);
  saved = lair_game_session_save (session);
  g_assert_nonnull (saved);
  lair_game_session_note_hint (session, 2);
  finish (session, &played);
  g_assert_finalize_object (session);

  resumed = test_session_new ();
  g_assert_true (lair_game_session_restore (resumed, saved, &error));
  g_assert_no_error (error);
  lair_game_session_note_hint (resumed, 2);
  finish (resumed, &replayed);
  g_assert_finalize_object (resumed);

  assert_same_result (&played, &replayed);
  for (guint i = 0; i < G_N_ELEMENTS (asked); i++)
    {
      g_assert_cmpint (played.record.seats[i].hints, ==, 2 * asked[i] + (i == 2));
      g_assert_cmpint (replayed.record.seats[i].hints, ==, 2 * asked[i] + (i == 2));
    }

  g_main_context_pop_thread_default (context);
}

/* A save made from text. */
static GBytes *
craft (guint16     version,
       const char *magic,
       const char *type,
       const char *payload)
{
  g_autoptr(GError) error = NULL;
  GVariant *inner = g_variant_parse (G_VARIANT_TYPE (type), payload, NULL, NULL, &error);
  g_autoptr(GVariant) envelope = NULL;

  g_assert_no_error (error);
  envelope = g_variant_ref_sink (g_variant_new ("(sqv)", magic, version, inner));
  if (G_BYTE_ORDER == G_BIG_ENDIAN)
    {
      GVariant *swapped = g_variant_byteswap (envelope);

      g_variant_unref (envelope);
      envelope = swapped;
    }
  return g_variant_get_data_as_bytes (envelope);
}

#define PAYLOAD_TYPE "(taibaya(ysuyd)a(yyay))"
#define TWO_SEATS "[(1, 'Ada', 0, 0, 0.0), (1, 'Bob', 1, 0, 0.0), (0, '', 2, 0, 0.0), " \
                  "(0, '', 3, 0, 0.0), (0, '', 4, 0, 0.0), (0, '', 5, 0, 0.0), " \
                  "(0, '', 6, 0, 0.0), (0, '', 7, 0, 0.0), (0, '', 8, 0, 0.0)]"
#define EIGHT_SEATS "[(1, 'Ada', 0, 0, 0.0), (1, 'Bob', 1, 0, 0.0), (0, '', 2, 0, 0.0), " \
                    "(0, '', 3, 0, 0.0), (0, '', 4, 0, 0.0), (0, '', 5, 0, 0.0), " \
                    "(0, '', 6, 0, 0.0), (0, '', 7, 0, 0.0)]"
#define NO_SEATS "[(0, '', 0, 0, 0.0), (0, '', 1, 0, 0.0), (0, '', 2, 0, 0.0), " \
                 "(0, '', 3, 0, 0.0), (0, '', 4, 0, 0.0), (0, '', 5, 0, 0.0), " \
                 "(0, '', 6, 0, 0.0), (0, '', 7, 0, 0.0), (0, '', 8, 0, 0.0)]"
#define ZEROS "[0, 0, 0, 0, 0, 0, 0, 0, 0, 0]"

static GBytes *
craft_payload (const char *usage,
               const char *has_adventures,
               const char *adventures,
               const char *seats,
               const char *log)
{
  g_autofree char *text = g_strdup_printf ("(1, %s, %s, @ay %s, %s, @a(yyay) %s)",
                                           usage, has_adventures, adventures, seats, log);

  return craft (1, "spider-lair-resume", PAYLOAD_TYPE, text);
}

static void
assert_refused (LairGameSession *session,
                GBytes          *data,
                gint             code)
{
  g_autoptr(GError) error = NULL;

  g_assert_false (lair_game_session_restore (session, data, &error));
  g_assert_error (error, LAIR_SESSION_ERROR, code);
  g_assert_nonnull (error->message);
  assert_fresh_menu (session);
  g_bytes_unref (data);
}

static void
assert_restores (LairGameSession *session,
                 GBytes          *data)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (lair_game_session_restore (session, data, &error));
  g_assert_no_error (error);
  g_assert_cmpint (lair_game_session_get_phase (session), !=, LAIR_SESSION_MENU);
  g_assert_cmpint (lair_game_session_get_phase (session), !=, LAIR_SESSION_FINISHED);
  g_bytes_unref (data);
}

static void
test_resume_bad_data (void)
{
  g_autoptr(GMainContext) context = g_main_context_new ();
  LairGameSession *session;
  g_autoptr(GBytes) saved = NULL;
  const guint8 *bytes;
  gsize size;

  g_main_context_push_thread_default (context);

  session = start (&setups[1]);
  for (guint s = 0; s < 60; s++)
    drive (session);
  saved = lair_game_session_save (session);
  bytes = g_bytes_get_data (saved, &size);
  g_assert_finalize_object (session);

  session = test_session_new ();

  /* not a save at all */
  assert_refused (session, g_bytes_new_static ("", 0), LAIR_SESSION_ERROR_INVALID_DATA);
  assert_refused (session, g_bytes_new_static ("hello, world", 12), LAIR_SESSION_ERROR_INVALID_DATA);
  assert_refused (session, craft (1, "spider-lair-resumé", PAYLOAD_TYPE,
                                  "(1, " ZEROS ", false, @ay [], " TWO_SEATS ", @a(yyay) [])"),
                  LAIR_SESSION_ERROR_INVALID_DATA);
  assert_refused (session, craft (1, "spider-lair-resume", "(uu)", "(1, 2)"),
                  LAIR_SESSION_ERROR_INVALID_DATA);

  /* another version */
  assert_refused (session, craft (3, "spider-lair-resume", "(uu)", "(1, 2)"),
                  LAIR_SESSION_ERROR_UNSUPPORTED_VERSION);
  assert_refused (session, craft (0, "spider-lair-resume", PAYLOAD_TYPE,
                                  "(1, " ZEROS ", false, @ay [], " TWO_SEATS ", @a(yyay) [])"),
                  LAIR_SESSION_ERROR_UNSUPPORTED_VERSION);

  /* the payload's parts */
  assert_restores (session, craft_payload (ZEROS, "false", "[]", TWO_SEATS, "[]"));
  assert_restores (session, craft_payload (ZEROS, "false", "[]", TWO_SEATS, "[(0, 0, [0, 0])]"));
  g_assert_cmpuint (lair_game_session_get_decision (session), ==, 2);
  assert_restores (session, craft_payload (ZEROS, "true", "[9, 8, 7, 6, 5]", TWO_SEATS, "[]"));
  g_assert_cmpint (lair_game_session_get_adventure (session), ==, LAIR_ADVENTURE_LITTLE_PEOPLE);
  g_assert_cmpstr (lair_seat_get_name (lair_game_session_get_seat (session, 1)), ==, "Bob");

  assert_refused (session, craft_payload (ZEROS, "false", "[]", EIGHT_SEATS, "[]"),
                  LAIR_SESSION_ERROR_INVALID_DATA);
  assert_refused (session, craft_payload (ZEROS, "false", "[]", NO_SEATS, "[]"),
                  LAIR_SESSION_ERROR_INVALID_DATA);
  assert_refused (session, craft_payload (ZEROS, "false", "[]",
                                          "[(3, 'Ada', 0, 0, 0.0)" ",(0, '', 1, 0, 0.0)" ",(0, '', 2, 0, 0.0)"
                                          ",(0, '', 3, 0, 0.0)" ",(0, '', 4, 0, 0.0)" ",(0, '', 5, 0, 0.0)"
                                          ",(0, '', 6, 0, 0.0)" ",(0, '', 7, 0, 0.0)" ",(0, '', 8, 0, 0.0)]",
                                          "[]"),
                  LAIR_SESSION_ERROR_INVALID_DATA);
  assert_refused (session, craft_payload (ZEROS, "false", "[]",
                                          "[(2, 'Ada', 0, 42, 0.0)" ",(0, '', 1, 0, 0.0)" ",(0, '', 2, 0, 0.0)"
                                          ",(0, '', 3, 0, 0.0)" ",(0, '', 4, 0, 0.0)" ",(0, '', 5, 0, 0.0)"
                                          ",(0, '', 6, 0, 0.0)" ",(0, '', 7, 0, 0.0)" ",(0, '', 8, 0, 0.0)]",
                                          "[]"),
                  LAIR_SESSION_ERROR_INVALID_DATA);
  /* a computer baseline's parameter out of its range */
  assert_refused (session, craft_payload (ZEROS, "false", "[]",
                                          "[(2, 'Ada', 0, 4, 2.2e130)" ",(1, 'Bob', 1, 0, 0.0)" ",(0, '', 2, 0, 0.0)"
                                          ",(0, '', 3, 0, 0.0)" ",(0, '', 4, 0, 0.0)" ",(0, '', 5, 0, 0.0)"
                                          ",(0, '', 6, 0, 0.0)" ",(0, '', 7, 0, 0.0)" ",(0, '', 8, 0, 0.0)]",
                                          "[]"),
                  LAIR_SESSION_ERROR_INVALID_DATA);
  assert_refused (session, craft_payload (ZEROS, "false", "[]",
                                          "[(2, 'Ada', 0, 3, 2.5)" ",(1, 'Bob', 1, 0, 0.0)" ",(0, '', 2, 0, 0.0)"
                                          ",(0, '', 3, 0, 0.0)" ",(0, '', 4, 0, 0.0)" ",(0, '', 5, 0, 0.0)"
                                          ",(0, '', 6, 0, 0.0)" ",(0, '', 7, 0, 0.0)" ",(0, '', 8, 0, 0.0)]",
                                          "[]"),
                  LAIR_SESSION_ERROR_INVALID_DATA);
  assert_restores (session, craft_payload (ZEROS, "false", "[]",
                                           "[(2, 'Ada', 0, 5, 0.5)" ",(1, 'Bob', 1, 0, 0.0)" ",(0, '', 2, 0, 0.0)"
                                           ",(0, '', 3, 0, 0.0)" ",(0, '', 4, 0, 0.0)" ",(0, '', 5, 0, 0.0)"
                                           ",(0, '', 6, 0, 0.0)" ",(0, '', 7, 0, 0.0)" ",(0, '', 8, 0, 0.0)]",
                                           "[]"));
  assert_refused (session, craft_payload ("[0, 0, 0]", "false", "[]", TWO_SEATS, "[]"),
                  LAIR_SESSION_ERROR_INVALID_DATA);
  assert_refused (session, craft_payload ("[0, 0, 0, 0, 0, 0, 0, 0, 0, -1]", "false", "[]", TWO_SEATS, "[]"),
                  LAIR_SESSION_ERROR_INVALID_DATA);
  assert_refused (session, craft_payload (ZEROS, "true", "[0, 1, 2, 3]", TWO_SEATS, "[]"),
                  LAIR_SESSION_ERROR_INVALID_DATA);
  assert_refused (session, craft_payload (ZEROS, "true", "[0, 1, 2, 3, 3]", TWO_SEATS, "[]"),
                  LAIR_SESSION_ERROR_INVALID_DATA);
  assert_refused (session, craft_payload (ZEROS, "true", "[0, 1, 2, 3, 10]", TWO_SEATS, "[]"),
                  LAIR_SESSION_ERROR_INVALID_DATA);
  assert_refused (session, craft_payload (ZEROS, "false", "[0, 1, 2, 3, 4]", TWO_SEATS, "[]"),
                  LAIR_SESSION_ERROR_INVALID_DATA);

  /* the log: malformed entries, and entries the game does not allow */
  assert_refused (session, craft_payload (ZEROS, "false", "[]", TWO_SEATS, "[(9, 0, [])]"),
                  LAIR_SESSION_ERROR_INVALID_DATA);
  assert_refused (session, craft_payload (ZEROS, "false", "[]", TWO_SEATS, "[(0, 0, [0, 0, 0])]"),
                  LAIR_SESSION_ERROR_INVALID_DATA);
  assert_refused (session, craft_payload (ZEROS, "false", "[]", TWO_SEATS, "[(1, 0, [0, 0])]"),
                  LAIR_SESSION_ERROR_INVALID_DATA);
  assert_refused (session, craft_payload (ZEROS, "false", "[]", TWO_SEATS, "[(0, 0, [0, 200])]"),
                  LAIR_SESSION_ERROR_INVALID_DATA);
  assert_refused (session, craft_payload (ZEROS, "false", "[]", TWO_SEATS, "[(0, 0, [4, 0])]"),
                  LAIR_SESSION_ERROR_INVALID_DATA);
  assert_refused (session, craft_payload (ZEROS, "false", "[]", TWO_SEATS, "[(0, 0, [255, 0])]"),
                  LAIR_SESSION_ERROR_INVALID_DATA);
  assert_refused (session, craft_payload (ZEROS, "false", "[]", TWO_SEATS, "[(1, 0, [])]"),
                  LAIR_SESSION_ERROR_INVALID_DATA);
  assert_refused (session, craft_payload (ZEROS, "false", "[]", TWO_SEATS, "[(4, 0, [])]"),
                  LAIR_SESSION_ERROR_INVALID_DATA);
  assert_refused (session, craft_payload (ZEROS, "false", "[]", TWO_SEATS, "[(2, 5, [])]"),
                  LAIR_SESSION_ERROR_INVALID_DATA);
  assert_refused (session, craft_payload (ZEROS, "false", "[]", TWO_SEATS,
                                          "[(3, 1, []), (1, 1, []), (1, 1, [])]"),
                  LAIR_SESSION_ERROR_INVALID_DATA);
  /* hints are kept from version 2 on, for the players there are */
  assert_refused (session, craft_payload (ZEROS, "false", "[]", TWO_SEATS, "[(5, 0, [])]"),
                  LAIR_SESSION_ERROR_INVALID_DATA);
  assert_restores (session, craft (2, "spider-lair-resume", PAYLOAD_TYPE,
                                   "(1, " ZEROS ", false, @ay [], " TWO_SEATS ", @a(yyay) [(5, 1, [])])"));
  assert_refused (session, craft (2, "spider-lair-resume", PAYLOAD_TYPE,
                                  "(1, " ZEROS ", false, @ay [], " TWO_SEATS ", @a(yyay) [(5, 2, [])])"),
                  LAIR_SESSION_ERROR_INVALID_DATA);

  /* every truncation of a real save */
  for (gsize n = 0; n < size; n++)
    {
      g_autoptr(GBytes) part = g_bytes_new_from_bytes (saved, 0, n);
      g_autoptr(GError) error = NULL;

      g_assert_false (lair_game_session_restore (session, part, &error));
      g_assert_nonnull (error);
      assert_fresh_menu (session);
    }

  /* a flipped bit anywhere: refused, or a game that plays */
  for (gsize i = 0; i < size; i++)
    {
      guint8 *copy = g_memdup2 (bytes, size);
      g_autoptr(GBytes) flipped = NULL;
      g_autoptr(GError) error = NULL;

      copy[i] ^= 1u << (i % 8);
      flipped = g_bytes_new_take (copy, size);
      if (lair_game_session_restore (session, flipped, &error))
        g_assert_cmpint (lair_game_session_get_phase (session), !=, LAIR_SESSION_MENU);
      else
        assert_fresh_menu (session);
    }

  assert_restores (session, g_bytes_ref (saved));
  g_assert_finalize_object (session);
  g_main_context_pop_thread_default (context);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (setups); i++)
    {
      g_autofree char *path = g_strdup_printf ("/session/resume/every-step/%s", setups[i].seats);

      g_test_add_data_func (path, &setups[i], test_resume_every_step);
    }
  g_test_add_func ("/session/resume/at-decision-start", test_resume_at_decision_start);
  g_test_add_func ("/session/resume/replaces", test_resume_replaces);
  g_test_add_func ("/session/resume/hints", test_resume_hints);
  g_test_add_func ("/session/resume/bad-data", test_resume_bad_data);

  return g_test_run ();
}
