/* test-playback.c — a finished game packed and played again the same
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "lair-game.h"
#include "lair-playback.h"

static const LairAiKind kinds[] = { LAIR_AI_EASY, LAIR_AI_NORMAL, LAIR_AI_HARD };

/* A game of @n_players where every seat is played by the computer, but
 * the seats the record counts as human (bit clear in @humans_at_end)
 * are handed back to a person halfway, as a takeover does. */
static void
play_game (guint64         seed,
           guint           n_players,
           guint32         computers_at_start,
           guint32         computers_at_end,
           gint            best_before,
           gint            deepest_before,
           LairGameRecord *record)
{
  LairGameConfig config;
  LairChoice choices[LAIR_MAX_PLAYERS];
  LairGame *game;
  guint decisions = 0;

  lair_game_config_init (&config, n_players, seed);
  config.computers = computers_at_start;
  for (guint i = 0; i < n_players; i++)
    config.levels[i].kind = kinds[(seed + i) % G_N_ELEMENTS (kinds)];
  /* usage counts as a history would have them */
  for (guint a = 0; a < LAIR_N_ADVENTURES; a++)
    config.usage[a] = (gint) ((seed * 7 + a * 3) % 5);

  lair_record_begin (record);
  game = lair_game_new (&config);
  lair_game_set_event_func (game, lair_record_event, record);
  lair_game_start (game);
  while (lair_game_get_phase (game) != LAIR_PHASE_GAME_OVER)
    {
      if (lair_game_get_phase (game) == LAIR_PHASE_DUNGEON_OVER)
        {
          lair_game_next_dungeon (game);
          continue;
        }
      /* the seats change hands after a few decisions */
      if (decisions++ == 6)
        for (guint i = 0; i < n_players; i++)
          lair_game_set_seat_computer (game, i, (computers_at_end >> i) & 1);
      for (guint i = 0; i < n_players; i++)
        choices[i] = lair_game_seat_is_inside (game, i) ? lair_ai_choose (game, i) : LAIR_CHOICE_NONE;
      g_assert_true (lair_game_decide (game, choices, NULL));
    }
  for (guint i = 0; i < n_players; i++)
    record->seats[i].computer = (computers_at_end >> i) & 1;
  lair_game_free (game);
  lair_record_award (record, best_before, deepest_before);
}

/* Thousands of games of every size pack into little and play again to
 * the same chests, bars, winners and achievements. */
static void
test_replays_same (void)
{
  gsize bytes_4 = 0;
  guint games_4 = 0;

  for (guint64 seed = 1; seed <= 3000; seed++)
    {
      guint n = 1 + seed % LAIR_MAX_PLAYERS;
      guint32 all = (1u << n) - 1;
      guint32 at_start = all & (guint32) (seed * 2654435761u);
      guint32 at_end = all & (guint32) (seed * 40503u);
      gint best = seed % 3 == 0 ? -1 : (gint) (seed % 90);
      gint deepest = seed % 4 == 0 ? -1 : (gint) (seed % 20);
      LairGameRecord played, again;
      g_autoptr(GBytes) packed = NULL;
      const guint8 *data;
      gsize length;

      play_game (seed, n, at_start, at_end, best, deepest, &played);
      packed = lair_playback_pack (&played);
      g_assert_nonnull (packed);
      data = g_bytes_get_data (packed, &length);
      if (n == 4)
        {
          bytes_4 += length;
          games_4++;
        }

      g_assert_true (lair_playback_play (data, length, seed, at_end, NULL, NULL, &again));
      g_assert_true (lair_playback_same (&played, &again));
      g_assert_cmpint (again.computers_at_start, ==, at_start);
      g_assert_cmpint (again.stats.gems_looted, ==, played.stats.gems_looted);
      g_assert_cmpint (again.deepest, ==, played.deepest);
      for (guint d = 0; d < LAIR_N_DUNGEONS; d++)
        {
          g_assert_cmpint (again.dungeons[d].adventure, ==, played.dungeons[d].adventure);
          g_assert_cmpint (again.dungeons[d].depth, ==, played.dungeons[d].depth);
        }
      /* packed again, the same bytes */
      {
        g_autoptr(GBytes) repacked = lair_playback_pack (&again);

        g_assert_true (g_bytes_equal (packed, repacked));
      }
      /* another seed is another game: its rooms refuse these choices or
       * end elsewhere */
      if (seed % 100 == 0)
        {
          LairGameRecord other;

          g_assert_false (lair_playback_play (data, length, seed + 1, at_end, NULL, NULL, &other) &&
                          lair_playback_same (&played, &other) &&
                          other.stats.gems_looted == played.stats.gems_looted &&
                          other.deepest == played.deepest);
        }
    }
  g_test_message ("4-player games: %.1f bytes each", (double) bytes_4 / games_4);
  g_assert_cmpuint (bytes_4 / games_4, <=, 1024);
}

/* Damaged data never plays: cut short, grown, an unknown version, a
 * nibble no choice has, a count that does not match. */
static void
test_damaged (void)
{
  for (guint64 seed = 1; seed <= 200; seed++)
    {
      LairGameRecord played, again;
      g_autoptr(GBytes) packed = NULL;
      g_autofree guint8 *copy = NULL;
      const guint8 *data;
      gsize length;
      LairPlayback playback;

      play_game (seed, 4, 0xf, 0xf, -1, -1, &played);
      packed = lair_playback_pack (&played);
      data = g_bytes_get_data (packed, &length);
      g_assert_true (lair_playback_unpack (data, length, &playback));
      g_assert_cmpuint (playback.n_choices, ==, played.moves.n_choices);

      /* one byte short */
      g_assert_false (lair_playback_play (data, length - 1, seed, 0xf, NULL, NULL, &again));

      /* one byte more */
      copy = g_malloc (length + 1);
      memcpy (copy, data, length);
      copy[length] = 0;
      g_assert_false (lair_playback_play (copy, length + 1, seed, 0xf, NULL, NULL, &again));

      /* a version this program does not know */
      copy[0] = LAIR_PLAYBACK_FORMAT + 1;
      g_assert_false (lair_playback_play (copy, length, seed, 0xf, NULL, NULL, &again));
      copy[0] = LAIR_PLAYBACK_FORMAT;

      /* the first choice made a nibble that is none */
      copy[length - (playback.n_nibble_bytes)] = 0xff;
      g_assert_false (lair_playback_play (copy, length, seed, 0xf, NULL, NULL, &again));

      /* more computer seats than players */
      g_assert_false (lair_playback_play (data, length, seed, 0x1f, NULL, NULL, &again));
    }
}

/* Whatever a damaged history hands it, playing never goes wrong: real
 * games with one bit flipped, and random bytes behind a believable head,
 * are refused, or are a whole game which packs back to the very same
 * bytes (a flipped best score before, or a choice that makes another
 * game, can be one). */
static void
test_damaged_bits (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (7);
  guint played = 0, refused = 0;

  for (guint64 seed = 1; seed <= 300; seed++)
    {
      LairGameRecord record;
      g_autoptr(GBytes) packed = NULL;
      const guint8 *data;
      gsize length;

      play_game (seed, 1 + seed % 4, (1u << (1 + seed % 4)) - 1, 0, -1, -1, &record);
      packed = lair_playback_pack (&record);
      data = g_bytes_get_data (packed, &length);
      for (guint n = 0; n < 60; n++)
        {
          g_autofree guint8 *copy = g_memdup2 (data, length);
          gsize bit = g_rand_int_range (rand, 0, (gint32) (length * 8));
          LairGameRecord again;

          if (n < 40)
            copy[bit / 8] ^= (guint8) (1u << (bit % 8));
          else
            /* random choices behind the head */
            for (gsize i = 11; i < length; i++)
              copy[i] = (guint8) g_rand_int_range (rand, 0, 256);
          if (lair_playback_play (copy, length, seed, 0, NULL, NULL, &again))
            {
              g_autoptr(GBytes) repacked = lair_playback_pack (&again);
              g_autoptr(GBytes) given = g_bytes_new (copy, length);

              g_assert_true (g_bytes_equal (repacked, given));
              played++;
            }
          else
            refused++;
        }
    }
  g_test_message ("damaged replays: %u refused, %u whole games", refused, played);
  g_assert_cmpuint (played, >, 0);
  g_assert_cmpuint (refused, >, 0);
}

/* A game whose choices overflowed, or that is not over, is not packed. */
static void
test_not_packed (void)
{
  LairGameRecord record;

  play_game (5, 3, 0x7, 0x7, -1, -1, &record);
  record.moves.overflow = TRUE;
  g_assert_null (lair_playback_pack (&record));
  record.moves.overflow = FALSE;
  record.finished = FALSE;
  g_assert_null (lair_playback_pack (&record));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/playback/replays-same", test_replays_same);
  g_test_add_func ("/playback/damaged", test_damaged);
  g_test_add_func ("/playback/not-packed", test_not_packed);
  g_test_add_func ("/playback/damaged-bits", test_damaged_bits);
  return g_test_run ();
}
