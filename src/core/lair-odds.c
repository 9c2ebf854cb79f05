/* lair-odds.c — what a careful player can work out: lair odds, rumored
 * gems, expected value and take, exactly as the design defines them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <math.h>
#include <string.h>

#include "lair-game-private.h"
#include "lair-rules.h"

/* A poison is unused while more bottles than dead spiders were entered. */
static gboolean
poison_unused (const LairGame *game)
{
  return game->poisons_entered > game->dead_entered;
}

static gint
remaining_rooms (const LairGame *game)
{
  return (gint) game->n_rooms - game->pos - 1;
}

/* A dungeon lair_dungeon_build() made holds the rooms of the design's
 * set, so what lies ahead is known without walking them: every warning
 * (the lair among them) but the dead spiders, the gold bars, each gem
 * level once and the adventure's parts in order. */
static void
count_built (LairGame *game)
{
  const gint *sums = lair_rules_gem_level_sums ();
  LairAdventure adventure = game->adventures[game->dungeon];
  guint n_adventure = lair_adventure_n_rooms (adventure);
  gint warnings = 0;

  game->ahead_of_type[0] = 0;
  for (guint t = 1; t <= LAIR_N_WARNING_TYPES; t++)
    {
      game->ahead_of_type[t] = (gint) lair_rules_warning_count (game->dungeon, t);
      warnings += game->ahead_of_type[t];
    }
  /* only a poison turns a warning into a dead spider */
  if (adventure == LAIR_ADVENTURE_POISON)
    for (guint i = 0; i < game->n_rooms; i++)
      if (game->rooms[i].kind == LAIR_ROOM_DEAD_SPIDER)
        game->ahead_of_type[game->rooms[i].arg]--;

  game->ahead_gold = (gint) game->n_rooms - LAIR_N_GEM_ROOMS - warnings - (gint) n_adventure;

  memset (game->ahead_gems, 0, sizeof game->ahead_gems);
  for (guint b = 2; b <= MAX (game->n, 2); b++)
    game->ahead_gems[b] = sums[b];

  game->ahead_thirds = 0;
  for (guint part = 1; part <= n_adventure; part++)
    {
      LairRoom room = { .kind = LAIR_ROOM_ADVENTURE, .adventure = adventure, .arg = part };

      game->ahead_thirds += lair_game_adventure_thirds (game, &room);
    }
}

/* Counts what lies ahead once the dungeon is built. */
void
lair_game_count_ahead (LairGame *game)
{
  if (game->config.scripts[game->dungeon] == NULL)
    count_built (game);
  else
    lair_game_count_rooms_ahead (game);
}

/* Counts what lies ahead room by room: for scripted dungeons, and for a
 * dungeon made up from what the table has seen (lair-table-view.c), which
 * need not hold the design's whole set. */
void
lair_game_count_rooms_ahead (LairGame *game)
{
  const guint8 *gems = lair_rules_gem_table ();
  guint32 levels = 0;
  guint n_gem_rooms = 0;

  memset (game->ahead_of_type, 0, sizeof game->ahead_of_type);
  memset (game->ahead_gems, 0, sizeof game->ahead_gems);
  game->ahead_gold = 0;
  game->ahead_thirds = 0;

  for (guint i = 0; i < game->n_rooms; i++)
    {
      const LairRoom *room = &game->rooms[i];

      if (room->kind == LAIR_ROOM_WARNING || room->kind == LAIR_ROOM_LAIR)
        game->ahead_of_type[room->arg]++;
      else if (room->kind == LAIR_ROOM_GEMS)
        {
          levels |= 1u << room->arg;
          n_gem_rooms++;
        }
      else if (room->kind == LAIR_ROOM_GOLD)
        game->ahead_gold++;
      else
        game->ahead_thirds += lair_game_adventure_thirds (game, room);
    }

  /* a built dungeon has each level once: its sums are the table's rows */
  if (n_gem_rooms == LAIR_N_GEM_ROOMS && levels == (1u << LAIR_N_GEM_ROOMS) - 1)
    {
      const gint *sums = lair_rules_gem_level_sums ();

      for (guint b = 2; b <= MAX (game->n, 2); b++)
        game->ahead_gems[b] = sums[b];
      return;
    }

  for (guint i = 0; i < game->n_rooms; i++)
    if (game->rooms[i].kind == LAIR_ROOM_GEMS)
      for (guint b = 2; b <= MAX (game->n, 2); b++)
        game->ahead_gems[b] += gems[b * LAIR_N_GEM_ROOMS + game->rooms[i].arg];
}

/* Takes a room passed off what lies ahead: the play loop does the same
 * inline as it enters each room; a game set up from what the table has
 * seen (lair-table-view.c) counts the rooms already behind it with this. */
void
lair_game_pass_room (LairGame       *game,
                     const LairRoom *room)
{
  if (room->kind == LAIR_ROOM_WARNING || room->kind == LAIR_ROOM_LAIR)
    game->ahead_of_type[room->arg]--;
  else if (room->kind == LAIR_ROOM_GEMS)
    {
      const guint8 *gems = lair_rules_gem_table ();

      for (guint b = 2; b <= MAX (game->n, 2); b++)
        game->ahead_gems[b] -= gems[b * LAIR_N_GEM_ROOMS + room->arg];
    }
  else if (room->kind == LAIR_ROOM_GOLD)
    game->ahead_gold--;
  else
    game->ahead_thirds -= lair_game_adventure_thirds (game, room);
}

/**
 * lair_game_compute_odds:
 * @game: a game at a decision
 *
 * The odds that the next room is the lair: 0 while an unused poison has
 * been passed; else the remaining warnings (the lair counted as one) whose
 * type was already seen, over the remaining rooms. This walks the rooms;
 * the game keeps the same figure up to date as it goes.
 */
double
lair_game_compute_odds (const LairGame *game)
{
  gint remaining = remaining_rooms (game);
  guint matching = 0;

  if (game->pos < 0 || remaining <= 0 || poison_unused (game))
    return 0.0;

  for (guint i = (guint) game->pos + 1; i < game->n_rooms; i++)
    {
      const LairRoom *room = &game->rooms[i];

      if ((room->kind == LAIR_ROOM_WARNING || room->kind == LAIR_ROOM_LAIR) &&
          (game->seen_types & (1u << room->arg)))
        matching++;
    }
  return (double) matching / remaining;
}

/**
 * lair_game_compute_rumor:
 * @game: a game at a decision
 *
 * Rumored gems in the next room: the value of every remaining room (gem
 * rooms at the current bravery, gold at the current bar value, the Ferryman
 * at toll × N, Monte at the card average × N, 0 otherwise) over the number
 * of remaining rooms. Summed in thirds of a gem, so exactly.
 */
double
lair_game_compute_rumor (const LairGame *game)
{
  gint remaining = remaining_rooms (game);
  gint thirds = 0;
  gint gold = lair_rules_gold_value (game->bars_in_chests, game->n);

  if (game->pos < 0 || remaining <= 0)
    return 0.0;

  for (guint i = (guint) game->pos + 1; i < game->n_rooms; i++)
    {
      const LairRoom *room = &game->rooms[i];

      if (room->kind == LAIR_ROOM_GEMS)
        thirds += 3 * lair_rules_gem_count (game->bravery, room->arg);
      else if (room->kind == LAIR_ROOM_GOLD)
        thirds += 3 * gold;
      else
        thirds += lair_game_adventure_thirds (game, room);
    }
  return thirds / (3.0 * remaining);
}

/* sqrt (n) for the players inside, exactly as sqrt() gives it */
static const double square_roots[LAIR_MAX_PLAYERS + 1] = {
  0.0, 1.0, 1.4142135623730951, 1.7320508075688772, 2.0, 2.2360679774997898,
  2.4494897427831779, 2.6457513110645907, 2.8284271247461903, 3.0,
};

static inline gint
floor_bar_value (const LairGame *game)
{
  gint value = 0;

  for (guint i = 0; i < game->n_floor_bars; i++)
    value += game->floor_bars[i];
  return value;
}

/* The odds and the rumor stay the same for the whole of a decision, so
 * they are worked out once when it begins, from the counts of what lies
 * ahead, with the seats inside that lair_game_refresh_decision() counts. */
void
lair_game_update_odds (LairGame *game)
{
  gint remaining = remaining_rooms (game);

  game->odds = 0.0;
  game->rumor = 0.0;
  if (remaining > 0)
    {
      gint matching = 0;
      gint thirds;

      /* without branching on which types were seen */
      for (guint t = 1; t <= LAIR_N_WARNING_TYPES; t++)
        matching += game->ahead_of_type[t] & -(gint) ((game->seen_types >> t) & 1);
      if (poison_unused (game))
        matching = 0;
      game->odds = (double) matching / remaining;

      /* the bravery is at most N, and gem rooms count it as 2 at least */
      thirds = 3 * game->ahead_gems[CLAMP (game->bravery, 2, LAIR_MAX_PLAYERS)] +
               3 * game->ahead_gold * lair_rules_gold_size (game->bars_in_chests) * (gint) MIN (game->n, 6) +
               game->ahead_thirds;
      game->rumor = thirds / (3.0 * remaining);
    }

  /* the stake of the expected value, the same for every seat */
  game->stay_value = (1.0 - game->odds) * game->rumor;
  game->take = game->n_inside > 0
               ? (game->floor_gems + floor_bar_value (game)) / square_roots[game->n_inside]
               : 0.0;
}

/* The odds that the next room is the lair, at the current decision. */
double
lair_game_get_odds (const LairGame *game)
{
  return game->odds;
}

/* The rumored gems of the next room, at the current decision. */
double
lair_game_get_rumor (const LairGame *game)
{
  return game->rumor;
}

/**
 * lair_game_get_take:
 * @game: a game at a decision
 *
 * The computer's estimate of what leaving now would bring: the gems and
 * gold bars on the floor over the square root of the players inside.
 */
double
lair_game_get_take (const LairGame *game)
{
  return game->take;
}

/**
 * lair_game_seat_get_expected_value:
 * @game: a game at a decision
 * @seat: a seat inside
 *
 * (1 − p) · rumor · shares_i / Σshares_inside − p · hand_i
 */
double
lair_game_seat_get_expected_value (const LairGame *game,
                                   guint           seat)
{
  g_return_val_if_fail (seat < game->n, 0.0);

  return lair_game_expected_value (game, seat);
}
