/* test-rules.c — each rule of the design, with its worked numbers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <math.h>
#include <string.h>

#include "lair-dungeon.h"
#include "lair-game-private.h"
#include "lair-record.h"
#include "lair-rules.h"

static void
test_gem_count (void)
{
  /* DESIGN.md's example: bravery 3, level 14 */
  g_assert_cmpint (lair_rules_gem_count (3, 14), ==, 12);
  /* bravery below 2 counts as 2: 2·(0.29 − 0.024)·1 = 0.532 → 1, + 1 */
  g_assert_cmpint (lair_rules_gem_count (0, 0), ==, 2);
  g_assert_cmpint (lair_rules_gem_count (1, 0), ==, lair_rules_gem_count (2, 0));
  /* 9·0.182·15 = 24.57 → 25, + 1 = 26, clamped to 25 */
  g_assert_cmpint (lair_rules_gem_count (9, 14), ==, 25);
  /* 4·0.242·3 = 2.904 → 3, + 1 */
  g_assert_cmpint (lair_rules_gem_count (4, 2), ==, 4);
  /* 6·0.218·8 = 10.464 → 10, + 1 */
  g_assert_cmpint (lair_rules_gem_count (6, 7), ==, 11);

  /* the table the odds use is the formula */
  for (gint b = 0; b <= LAIR_MAX_PLAYERS; b++)
    for (gint level = 0; level <= LAIR_MAX_LEVEL; level++)
      g_assert_cmpint (lair_rules_gem_table ()[b * LAIR_N_GEM_ROOMS + level], ==,
                       lair_rules_gem_count (b, level));
}

static void
test_gold_value (void)
{
  /* a large bar in a 7-player game: 3 × min (7, 6) */
  g_assert_cmpint (lair_rules_gold_value (6, 7), ==, 18);
  /* a medium bar in a 4-player game */
  g_assert_cmpint (lair_rules_gold_value (3, 4), ==, 8);
  g_assert_cmpint (lair_rules_gold_value (5, 4), ==, 8);
  g_assert_cmpint (lair_rules_gold_value (2, 4), ==, 4);
  g_assert_cmpint (lair_rules_gold_value (0, 1), ==, 1);
  g_assert_cmpint (lair_rules_gold_value (20, 9), ==, 18);
}

static void
check_split (gint        gems,
             const gint *shares,
             guint       n,
             const gint *expected,
             gint        expected_remainder)
{
  gint got[LAIR_MAX_PLAYERS];
  gint remainder;

  lair_rules_split (gems, shares, n, got, &remainder);
  for (guint i = 0; i < n; i++)
    g_assert_cmpint (got[i], ==, expected[i]);
  g_assert_cmpint (remainder, ==, expected_remainder);
}

static void
test_split (void)
{
  const gint five[] = { 4, 4, 4, 4, 4 };
  const gint six[] = { 4, 4, 4, 4, 4, 4 };
  const gint twos[] = { 2, 2, 2, 2, 2, 2 };
  const gint ones[] = { 1, 1, 1, 1, 1, 1 };
  /* the design's three mushroom examples */
  const gint m1[] = { 8, 8, 4, 4, 2, 2, 2, 2 };
  const gint m1_got[] = { 4, 4, 2, 2, 1, 1, 1, 1 };
  const gint m2[] = { 4, 2, 2 };
  const gint m2_got[] = { 5, 2, 2 };
  const gint m3[] = { 16, 16, 4, 2, 2, 1 };
  const gint m3_got[] = { 9, 9, 2, 1, 1, 0 };

  check_split (10, five, 5, (const gint[]) { 2, 2, 2, 2, 2 }, 0);
  check_split (10, six, 6, ones, 4);
  check_split (16, m1, 8, m1_got, 0);
  check_split (10, m2, 3, m2_got, 1);
  check_split (25, m3, 6, m3_got, 3);
  /* sizes alike share like regular players */
  check_split (13, twos, 6, twos, 1);
}

static void
test_warning_table (void)
{
  const guint table[LAIR_N_DUNGEONS][LAIR_N_WARNING_TYPES] = {
    { 3, 3, 3, 3, 0 },
    { 2, 3, 3, 3, 3 },
    { 2, 2, 3, 3, 0 },
    { 2, 2, 2, 3, 3 },
    { 2, 2, 2, 2, 0 },
  };

  for (guint d = 0; d < LAIR_N_DUNGEONS; d++)
    {
      LairRoom rooms[LAIR_MAX_ROOMS];
      guint n, warnings[LAIR_N_WARNING_TYPES + 1] = { 0 };
      guint gems = 0, gold = 0, adventures = 0;

      for (guint t = 1; t <= LAIR_N_WARNING_TYPES; t++)
        g_assert_cmpuint (lair_rules_warning_count (d, t), ==, table[d][t - 1]);

      n = lair_dungeon_fill (rooms, d, 4 + d, LAIR_ADVENTURE_MUSHROOM);
      for (guint i = 0; i < n; i++)
        switch (rooms[i].kind)
          {
          case LAIR_ROOM_GEMS: gems++; break;
          case LAIR_ROOM_GOLD: gold++; break;
          case LAIR_ROOM_WARNING: warnings[rooms[i].arg]++; break;
          case LAIR_ROOM_ADVENTURE: adventures++; break;
          default: g_assert_not_reached ();
          }
      g_assert_cmpuint (gems, ==, 15);
      g_assert_cmpuint (gold, ==, 4 + d);
      g_assert_cmpuint (adventures, ==, 6);
      for (guint t = 1; t <= LAIR_N_WARNING_TYPES; t++)
        g_assert_cmpuint (warnings[t], ==, table[d][t - 1]);
    }
}

/* The one-pass build is the design's four steps, draw for draw. */
static void
test_build_in_one_pass (void)
{
  for (guint64 seed = 0; seed < 400; seed++)
    for (guint d = 0; d < LAIR_N_DUNGEONS; d++)
      {
        LairAdventure adventure = (seed + d) % LAIR_N_ADVENTURES;
        gint gold_bars = (gint) ((seed / 7 + d) % 12);
        LairRoom steps[LAIR_MAX_ROOMS], built[LAIR_MAX_ROOMS];
        LairRng a, b;
        guint8 at[LAIR_MAX_ROOMS];
        guint n, m, n_at, k = 0;

        lair_rng_init (&a, seed, LAIR_RNG_STREAM_DUNGEON + d);
        b = a;
        n = lair_dungeon_fill (steps, d, gold_bars, adventure);
        lair_dungeon_shuffle (steps, n, &a);
        lair_dungeon_bubble (steps, n);
        lair_dungeon_number_parts (steps, n);
        m = lair_dungeon_build_at (built, d, gold_bars, adventure, &b, at, &n_at);

        g_assert_cmpuint (m, ==, n);
        g_assert_cmpmem (built, m * sizeof (LairRoom), steps, n * sizeof (LairRoom));
        g_assert_cmpmem (&b, sizeof b, &a, sizeof a);
        /* and where the adventure rooms stand, in room order */
        for (guint i = 0; i < n; i++)
          if (steps[i].kind == LAIR_ROOM_ADVENTURE)
            {
              g_assert_cmpuint (k, <, n_at);
              g_assert_cmpuint (at[k++], ==, i);
            }
        g_assert_cmpuint (k, ==, n_at);
      }
}

static void
test_bravery (void)
{
  for (guint n = 1; n <= LAIR_MAX_PLAYERS; n++)
    {
      g_assert_cmpint (lair_rules_bravery_drop (0, n), ==, 0);
      g_assert_cmpint (lair_rules_bravery_drop (1, n), ==, 1);
      g_assert_cmpint (lair_rules_bravery_drop (2, n), ==, n >= 7 ? 1 : 0);
      for (guint k = 3; k <= n; k++)
        g_assert_cmpint (lair_rules_bravery_drop (k, n), ==, 0);
    }
}

static void
test_adventure_rules (void)
{
  gint cards[3];

  g_assert_cmpint (lair_rules_toll (1), ==, 4);
  g_assert_cmpint (lair_rules_toll (2), ==, 3);
  g_assert_cmpint (lair_rules_toll (3), ==, 2);
  g_assert_cmpint (lair_rules_sun_moon_amount (1), ==, 2);
  g_assert_cmpint (lair_rules_sun_moon_amount (3), ==, 6);
  lair_rules_monte_cards (1, cards);
  g_assert_cmpint (cards[0] + cards[1] + cards[2], ==, 3);   /* average 1 */
  lair_rules_monte_cards (2, cards);
  g_assert_cmpint (cards[0] + cards[1] + cards[2], ==, 1);   /* average 1/3 */
  lair_rules_monte_cards (3, cards);
  g_assert_cmpint (cards[0] + cards[1] + cards[2], ==, -1);  /* average −1/3 */
  g_assert_cmpint (lair_rules_scout_range (1), ==, 8);
  g_assert_cmpint (lair_rules_scout_range (2), ==, 5);
  g_assert_cmpint (lair_rules_scout_range (3), ==, 2);
  g_assert_cmpint (lair_rules_sphinx_coins (4), ==, 4);
  g_assert_cmpint (lair_rules_sphinx_coins (9), ==, 6);
  g_assert_cmpint (lair_rules_deal_cash (LAIR_CHOICE_DEAL3), ==, 1);
  g_assert_cmpint (lair_rules_deal_cash (LAIR_CHOICE_DEAL5), ==, 3);
  g_assert_cmpint (lair_rules_bank_gems (LAIR_CHOICE_BANK12), ==, 12);
}

static void
set_rooms (LairRoom   *rooms,
           const char *spec)
{
  /* g gems, w/W/x warnings of type 1/2/3, a adventure, b banker, p poison */
  for (guint i = 0; spec[i]; i++)
    {
      rooms[i] = (LairRoom) { 0 };
      switch (spec[i])
        {
        case 'g': rooms[i].kind = LAIR_ROOM_GEMS; break;
        case 'w': rooms[i].kind = LAIR_ROOM_WARNING; rooms[i].arg = 1; break;
        case 'W': rooms[i].kind = LAIR_ROOM_WARNING; rooms[i].arg = 2; break;
        case 'x': rooms[i].kind = LAIR_ROOM_WARNING; rooms[i].arg = 3; break;
        case 'a': rooms[i].kind = LAIR_ROOM_ADVENTURE; rooms[i].adventure = LAIR_ADVENTURE_DEVIL; break;
        case 'b': rooms[i].kind = LAIR_ROOM_ADVENTURE; rooms[i].adventure = LAIR_ADVENTURE_BANKER; break;
        case 'p': rooms[i].kind = LAIR_ROOM_ADVENTURE; rooms[i].adventure = LAIR_ADVENTURE_POISON; break;
        default: g_assert_not_reached ();
        }
    }
}

static void
test_bubble (void)
{
  LairRoom rooms[8];

  /* an adventure moves up one place a pass, three passes */
  set_rooms (rooms, "gggggag");
  lair_dungeon_bubble (rooms, 7);
  g_assert_cmpint (rooms[2].kind, ==, LAIR_ROOM_ADVENTURE);
  g_assert_cmpint (rooms[5].kind, ==, LAIR_ROOM_GEMS);

  /* not past the first room */
  set_rooms (rooms, "gagg");
  lair_dungeon_bubble (rooms, 4);
  g_assert_cmpint (rooms[0].kind, ==, LAIR_ROOM_ADVENTURE);

  /* the Banker stays where the shuffle put it */
  set_rooms (rooms, "gggggbg");
  lair_dungeon_bubble (rooms, 7);
  g_assert_cmpint (rooms[5].kind, ==, LAIR_ROOM_ADVENTURE);
}

static void
test_lair_conversion (void)
{
  LairRoom rooms[8];

  set_rooms (rooms, "wWgwW");
  g_assert_cmpint (lair_dungeon_convert_lair (rooms, 5), ==, 3);
  g_assert_cmpint (rooms[3].kind, ==, LAIR_ROOM_LAIR);
  g_assert_cmpint (rooms[4].kind, ==, LAIR_ROOM_WARNING);

  /* a poison before the lair kills the spider; the scan goes on */
  set_rooms (rooms, "pwwxWW");
  g_assert_cmpint (lair_dungeon_convert_lair (rooms, 6), ==, 5);
  g_assert_cmpint (rooms[2].kind, ==, LAIR_ROOM_DEAD_SPIDER);
  g_assert_cmpint (rooms[5].kind, ==, LAIR_ROOM_LAIR);

  /* two poisons, three repeats: the third repeat is the lair */
  set_rooms (rooms, "ppwwwwg");
  g_assert_cmpint (lair_dungeon_convert_lair (rooms, 7), ==, 5);
  g_assert_cmpint (rooms[2].kind, ==, LAIR_ROOM_WARNING);
  g_assert_cmpint (rooms[3].kind, ==, LAIR_ROOM_DEAD_SPIDER);
  g_assert_cmpint (rooms[4].kind, ==, LAIR_ROOM_DEAD_SPIDER);
  g_assert_cmpint (rooms[5].kind, ==, LAIR_ROOM_LAIR);

  /* a poison after the repeat comes too late */
  set_rooms (rooms, "wwp");
  g_assert_cmpint (lair_dungeon_convert_lair (rooms, 3), ==, 1);

  /* no repeat: no lair */
  set_rooms (rooms, "wWxg");
  g_assert_cmpint (lair_dungeon_convert_lair (rooms, 4), ==, -1);
}

static void
test_parts_and_usage (void)
{
  LairRoom rooms[8];
  gint usage[LAIR_N_ADVENTURES] = { 0 };
  LairAdventure chosen[LAIR_N_DUNGEONS];
  LairRng rng;

  set_rooms (rooms, "gagaga");
  lair_dungeon_number_parts (rooms, 6);
  g_assert_cmpint (rooms[1].arg, ==, 1);
  g_assert_cmpint (rooms[3].arg, ==, 2);
  g_assert_cmpint (rooms[5].arg, ==, 3);

  set_rooms (rooms, "wwaga");
  g_assert_false (lair_dungeon_adventure_before_lair (rooms, 5, 1));
  g_assert_true (lair_dungeon_adventure_before_lair (rooms, 5, -1));

  /* counted when used; once all were used, every count goes down by one */
  for (guint i = 0; i < LAIR_N_ADVENTURES - 1; i++)
    lair_usage_update (usage, i, TRUE);
  lair_usage_update (usage, LAIR_ADVENTURE_LITTLE_PEOPLE, FALSE);
  g_assert_cmpint (usage[LAIR_ADVENTURE_BANKER], ==, 1);
  g_assert_cmpint (usage[LAIR_ADVENTURE_LITTLE_PEOPLE], ==, 0);
  lair_usage_update (usage, LAIR_ADVENTURE_LITTLE_PEOPLE, TRUE);
  for (guint i = 0; i < LAIR_N_ADVENTURES; i++)
    g_assert_cmpint (usage[i], ==, 0);

  /* the least used come first */
  for (guint i = 0; i < LAIR_N_ADVENTURES; i++)
    usage[i] = i % 2 ? 0 : 3;
  for (guint64 seed = 0; seed < 50; seed++)
    {
      guint32 seen = 0;

      lair_rng_init (&rng, seed, LAIR_RNG_STREAM_SETUP);
      lair_adventures_choose (usage, &rng, chosen);
      for (guint d = 0; d < LAIR_N_DUNGEONS; d++)
        {
          g_assert_cmpint (usage[chosen[d]], ==, 0);
          g_assert_false (seen & (1u << chosen[d]));
          seen |= 1u << chosen[d];
        }
    }
}

static void
test_scout_range (void)
{
  gint to;

  g_assert_cmpint (lair_dungeon_scout_range (1, 12, 5, 30, &to), ==, 5);
  g_assert_cmpint (to, ==, 20);
  g_assert_cmpint (lair_dungeon_scout_range (3, 12, 5, 30, &to), ==, 10);
  g_assert_cmpint (to, ==, 14);
  g_assert_cmpint (lair_dungeon_scout_range (2, 28, 5, 30, &to), ==, 23);
  g_assert_cmpint (to, ==, 30);
}

static void
test_rng (void)
{
  LairRng a, b;
  guint counts[6] = { 0 };

  lair_rng_init (&a, 42, 1);
  lair_rng_init (&b, 42, 1);
  for (guint i = 0; i < 1000; i++)
    g_assert_cmpuint (lair_rng_next (&a), ==, lair_rng_next (&b));
  lair_rng_init (&b, 42, 2);
  g_assert_cmpuint (lair_rng_next (&a), !=, lair_rng_next (&b));

  for (guint i = 0; i < 60000; i++)
    counts[lair_rng_below (&a, 6)]++;
  for (guint i = 0; i < 6; i++)
    g_assert_cmpuint (counts[i], >, 9500);
  for (guint i = 0; i < 1000; i++)
    {
      double d = lair_rng_double (&a);
      gint r = lair_rng_range (&a, -3, 3);

      g_assert_cmpfloat (d, >=, 0.0);
      g_assert_cmpfloat (d, <, 1.0);
      g_assert_cmpint (r, >=, -3);
      g_assert_cmpint (r, <=, 3);
    }
}

typedef struct {
  LairGame *game;
  guint decisions;
  GChecksum *checksum;
} OddsWatch;

/* The take and every expected value, worked out from scratch exactly as
 * the design writes them: the game keeps parts of them from decision to
 * decision and from seat to seat, and must come to the same doubles. */
static void
check_take_and_values (const LairGame *game)
{
  guint n_inside = lair_game_get_n_inside (game);
  double p = lair_game_get_odds (game);
  double rumor = lair_game_get_rumor (game);
  gint floor = lair_game_get_floor_gems (game) + lair_game_get_floor_bar_value (game);
  gint total_shares = 0;

  g_assert_cmpfloat (lair_game_get_take (game), ==,
                     n_inside > 0 ? floor / sqrt ((double) n_inside) : 0.0);

  for (guint i = 0; i < lair_game_get_n_players (game); i++)
    if (lair_game_seat_is_inside (game, i))
      total_shares += lair_game_seat_get_shares (game, i);
  for (guint i = 0; i < lair_game_get_n_players (game); i++)
    if (lair_game_seat_is_inside (game, i))
      g_assert_cmpfloat (lair_game_seat_get_expected_value (game, i), ==,
                         (1.0 - p) * rumor * lair_game_seat_get_shares (game, i) / total_shares -
                         p * lair_game_seat_get_hand (game, i));
}

static void
odds_event (const LairEvent *event,
            gpointer         user_data)
{
  OddsWatch *watch = user_data;

  if (watch->checksum != NULL)
    g_checksum_update (watch->checksum, (const guchar *) event, sizeof *event);

  if (event->type != LAIR_EVENT_DECISION)
    return;
  watch->decisions++;
  /* what the game keeps up to date equals a fresh walk over the rooms */
  g_assert_cmpfloat (lair_game_get_odds (watch->game), ==, lair_game_compute_odds (watch->game));
  g_assert_cmpfloat_with_epsilon (lair_game_get_rumor (watch->game),
                                  lair_game_compute_rumor (watch->game), 1e-12);
  check_take_and_values (watch->game);
}

static void
test_odds_incremental (void)
{
  LairGameConfig config;
  OddsWatch watch = { 0 };

  lair_game_config_init (&config, 1, 0);
  watch.game = lair_game_new (&config);
  lair_game_set_event_func (watch.game, odds_event, &watch);
  for (guint g = 0; g < 3000; g++)
    {
      lair_game_config_init (&config, 1 + g % LAIR_MAX_PLAYERS, g);
      config.computers = (1u << config.n_players) - 1;
      lair_game_reset (watch.game, &config);
      lair_game_play_computers (watch.game);
    }
  g_assert_cmpuint (watch.decisions, >, 3000 * 20);
  lair_game_free (watch.game);
}

static char *
game_digest (guint   n_players,
             guint64 seed)
{
  LairGameConfig config;
  OddsWatch watch = { 0 };
  char *digest;

  lair_game_config_init (&config, n_players, seed);
  config.computers = (1u << n_players) - 1;
  watch.checksum = g_checksum_new (G_CHECKSUM_SHA256);
  watch.game = lair_game_new (&config);
  lair_game_set_event_func (watch.game, odds_event, &watch);
  lair_game_play_computers (watch.game);
  digest = g_strdup (g_checksum_get_string (watch.checksum));
  g_checksum_free (watch.checksum);
  lair_game_free (watch.game);
  return digest;
}

static void
test_determinism (void)
{
  for (guint n = 1; n <= LAIR_MAX_PLAYERS; n++)
    {
      g_autofree char *a = game_digest (n, 77 + n);
      g_autofree char *b = game_digest (n, 77 + n);
      g_autofree char *c = game_digest (n, 78 + n);

      g_assert_cmpstr (a, ==, b);
      g_assert_cmpstr (a, !=, c);
    }
}

static void
test_winners (void)
{
  LairGameConfig config;
  LairGame *game;

  lair_game_config_init (&config, 4, 1);
  game = lair_game_new (&config);
  game->seats[0].chest = 40; game->seats[0].gold_bars = 1;
  game->seats[1].chest = 40; game->seats[1].gold_bars = 3;
  game->seats[2].chest = 39; game->seats[2].gold_bars = 9;
  game->seats[3].chest = 40; game->seats[3].gold_bars = 3;
  /* most money, then most gold bars, then all of them */
  g_assert_cmpuint (lair_game_get_winners (game), ==, (1u << 1) | (1u << 3));
  game->seats[3].gold_bars = 2;
  g_assert_cmpuint (lair_game_get_winners (game), ==, 1u << 1);
  lair_game_free (game);
}

static void
test_achievements (void)
{
  LairGameRecord record;

  lair_record_begin (&record);
  record.n_players = 3;
  record.deepest = 20;
  record.seats[0] = (LairSeatRecord) { .chest = 50, .winner = TRUE, .computer = TRUE,
                                       .scares = 0, .gems_lost = 7, .deepest = 20, .psychic_leaves = 2 };
  record.seats[1] = (LairSeatRecord) { .chest = 30, .scares = 4, .gems_lost = 7, .deepest = 19 };
  record.seats[2] = (LairSeatRecord) { .chest = 20, .scares = 3, .gems_lost = 2, .deepest = 20, .psychic_leaves = 1 };

  lair_record_award (&record, -1, -1);
  g_assert_cmpuint (record.seats[0].achievements, ==,
                    (1u << LAIR_ACHIEVEMENT_HIGHEST_SCORE) | (1u << LAIR_ACHIEVEMENT_DEEPEST_EXPLORER) |
                    (1u << LAIR_ACHIEVEMENT_MOST_GEMS_LOST) | (1u << LAIR_ACHIEVEMENT_TIMID) |
                    (1u << LAIR_ACHIEVEMENT_PSYCHIC) | (1u << LAIR_ACHIEVEMENT_SKYNET));
  g_assert_cmpuint (record.seats[1].achievements, ==,
                    (1u << LAIR_ACHIEVEMENT_MOST_GEMS_LOST) | (1u << LAIR_ACHIEVEMENT_BOLD));
  g_assert_cmpuint (record.seats[2].achievements, ==, 1u << LAIR_ACHIEVEMENT_DEEPEST_EXPLORER);
  g_assert_cmpint (record.stats.psychics, ==, 1);

  /* against a history with a better score and a deeper room */
  lair_record_award (&record, 51, 21);
  g_assert_false (record.seats[0].achievements & (1u << LAIR_ACHIEVEMENT_HIGHEST_SCORE));
  g_assert_false (record.seats[0].achievements & (1u << LAIR_ACHIEVEMENT_DEEPEST_EXPLORER));
  /* equal to the best ever still earns it */
  lair_record_award (&record, 50, 20);
  g_assert_true (record.seats[0].achievements & (1u << LAIR_ACHIEVEMENT_HIGHEST_SCORE));
  g_assert_true (record.seats[2].achievements & (1u << LAIR_ACHIEVEMENT_DEEPEST_EXPLORER));

  /* nobody lost a gem: nobody earns Most Gems Lost */
  for (guint i = 0; i < 3; i++)
    record.seats[i].gems_lost = 0;
  lair_record_award (&record, -1, -1);
  for (guint i = 0; i < 3; i++)
    g_assert_false (record.seats[i].achievements & (1u << LAIR_ACHIEVEMENT_MOST_GEMS_LOST));
}

static void
test_stats_merge (void)
{
  LairStats total = { 0 };
  LairStats a = { .games_played = 1, .min_depth = 4, .max_depth = 20, .highest_winning_score = 50,
                  .lowest_winning_score = 50, .winning_score_sum = 50, .gems_looted = 10 };
  LairStats b = { .games_played = 1, .min_depth = 2, .max_depth = 15, .highest_winning_score = 30,
                  .lowest_winning_score = 30, .winning_score_sum = 30, .gems_looted = 5 };

  lair_stats_merge (&total, &a);
  lair_stats_merge (&total, &b);
  g_assert_cmpint (total.games_played, ==, 2);
  g_assert_cmpint (total.gems_looted, ==, 15);
  g_assert_cmpint (total.min_depth, ==, 2);
  g_assert_cmpint (total.max_depth, ==, 20);
  g_assert_cmpint (total.highest_winning_score, ==, 50);
  g_assert_cmpint (total.lowest_winning_score, ==, 30);
  g_assert_cmpfloat (lair_stats_average (&total), ==, 40.0);
}

static void
test_ai_levels (void)
{
  LairAiLevel level;

  g_assert_true (lair_ai_level_parse ("hard", &level));
  g_assert_cmpint (level.kind, ==, LAIR_AI_HARD);
  g_assert_true (lair_ai_level_parse ("warnings:2", &level));
  g_assert_cmpint (level.kind, ==, LAIR_AI_WARNINGS);
  g_assert_cmpfloat (level.param, ==, 2);
  g_assert_true (lair_ai_level_parse ("random:0.25", &level));
  g_assert_cmpfloat (level.param, ==, 0.25);
  g_assert_false (lair_ai_level_parse ("random:2", &level));
  g_assert_false (lair_ai_level_parse ("gems:", &level));
  g_assert_false (lair_ai_level_parse ("gems:1.5", &level));
  g_assert_false (lair_ai_level_parse ("genius", &level));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/core/rules/gem-count", test_gem_count);
  g_test_add_func ("/core/rules/gold-value", test_gold_value);
  g_test_add_func ("/core/rules/split", test_split);
  g_test_add_func ("/core/rules/warning-table", test_warning_table);
  g_test_add_func ("/core/rules/bravery", test_bravery);
  g_test_add_func ("/core/rules/adventures", test_adventure_rules);
  g_test_add_func ("/core/dungeon/bubble", test_bubble);
  g_test_add_func ("/core/dungeon/build-in-one-pass", test_build_in_one_pass);
  g_test_add_func ("/core/dungeon/lair-conversion", test_lair_conversion);
  g_test_add_func ("/core/dungeon/parts-and-usage", test_parts_and_usage);
  g_test_add_func ("/core/dungeon/scout-range", test_scout_range);
  g_test_add_func ("/core/rng", test_rng);
  g_test_add_func ("/core/odds/incremental", test_odds_incremental);
  g_test_add_func ("/core/game/determinism", test_determinism);
  g_test_add_func ("/core/game/winners", test_winners);
  g_test_add_func ("/core/record/achievements", test_achievements);
  g_test_add_func ("/core/record/stats-merge", test_stats_merge);
  g_test_add_func ("/core/ai/levels", test_ai_levels);
  return g_test_run ();
}
