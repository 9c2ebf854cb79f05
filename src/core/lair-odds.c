/* lair-odds.c — what a careful player can work out: lair odds, rumored
 * gems, expected value and take, exactly as the design defines them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <math.h>

#include "lair-game-private.h"
#include "lair-rules.h"

/* A poison is unused while more bottles than dead spiders were entered. */
static gboolean
poison_unused (const LairGame *game)
{
  return game->poisons_entered > game->dead_entered;
}

/**
 * lair_game_get_odds:
 * @game: a game at a decision
 *
 * The odds that the next room is the lair: 0 while an unused poison has
 * been passed; else the remaining warnings (the lair counted as one) whose
 * type was already seen, over the remaining rooms.
 */
double
lair_game_get_odds (const LairGame *game)
{
  guint remaining;
  guint matching = 0;

  if (game->pos < 0)
    return 0.0;
  remaining = game->n_rooms - (guint) game->pos - 1;
  if (remaining == 0 || poison_unused (game))
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

static double
rumor_value (const LairGame *game,
             const LairRoom *room)
{
  switch ((LairRoomKind) room->kind)
    {
    case LAIR_ROOM_GEMS:
      return lair_rules_gem_count (game->bravery, room->arg);
    case LAIR_ROOM_GOLD:
      return lair_rules_gold_value (game->bars_in_chests, game->n);
    case LAIR_ROOM_ADVENTURE:
      if (room->adventure == LAIR_ADVENTURE_FERRYMAN)
        return lair_rules_toll (room->arg) * (double) game->n;
      if (room->adventure == LAIR_ADVENTURE_MONTE)
        {
          gint cards[3];

          lair_rules_monte_cards (room->arg, cards);
          return (cards[0] + cards[1] + cards[2]) / 3.0 * game->n;
        }
      return 0.0;
    case LAIR_ROOM_WARNING:
    case LAIR_ROOM_LAIR:
    case LAIR_ROOM_DEAD_SPIDER:
    default:
      return 0.0;
    }
}

/**
 * lair_game_get_rumor:
 * @game: a game at a decision
 *
 * Rumored gems in the next room: the value of every remaining room (gem
 * rooms at the current bravery, gold at the current bar value, the Ferryman
 * at toll × N, Monte at the card average × N, 0 otherwise) over the number
 * of remaining rooms.
 */
double
lair_game_get_rumor (const LairGame *game)
{
  guint remaining;
  double sum = 0.0;

  if (game->pos < 0)
    return 0.0;
  remaining = game->n_rooms - (guint) game->pos - 1;
  if (remaining == 0)
    return 0.0;

  for (guint i = (guint) game->pos + 1; i < game->n_rooms; i++)
    sum += rumor_value (game, &game->rooms[i]);
  return sum / remaining;
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
  guint inside = lair_game_get_n_inside (game);
  gint floor = game->floor_gems;

  for (guint i = 0; i < game->n_floor_bars; i++)
    floor += game->floor_bars[i];
  return inside > 0 ? floor / sqrt ((double) inside) : 0.0;
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
  double p = lair_game_get_odds (game);
  double rumor = lair_game_get_rumor (game);
  gint total = 0;

  g_return_val_if_fail (seat < game->n, 0.0);

  for (guint i = 0; i < game->n; i++)
    if (game->seats[i].inside)
      total += game->seats[i].shares;
  if (total == 0)
    return 0.0;

  return (1.0 - p) * rumor * game->seats[seat].shares / total - p * game->seats[seat].hand;
}
