/* lair-record.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "lair-record.h"

#define FIELD(name) { #name, G_STRUCT_OFFSET (LairStats, name) }

static const LairStatsField fields[] = {
  FIELD (games_played), FIELD (players), FIELD (gems_looted),
  FIELD (gold_bars_looted), FIELD (gold_bars_value), FIELD (sphinx_coins_looted),
  FIELD (lone_leavers), FIELD (banker_profit), FIELD (monte_losses),
  FIELD (sun_standers), FIELD (moon_standers), FIELD (lava_lakes_crossed),
  FIELD (scout_reports), FIELD (mushrooms_eaten), FIELD (devil_deals),
  FIELD (little_people_helped), FIELD (spiders_killed), FIELD (min_depth),
  FIELD (max_depth), FIELD (spider_lairs), FIELD (gems_stolen), FIELD (psychics),
  FIELD (games_with_ais), FIELD (games_won_by_ais), FIELD (highest_winning_score),
  FIELD (lowest_winning_score),
};

const LairStatsField *
lair_stats_fields (guint *n_fields)
{
  *n_fields = G_N_ELEMENTS (fields);
  return fields;
}

gint64
lair_stats_get (const LairStats      *stats,
                const LairStatsField *field)
{
  return G_STRUCT_MEMBER (gint64, stats, field->offset);
}

/* Adds the counters of @game into @into; minima and maxima combine as such. */
void
lair_stats_merge (LairStats       *into,
                  const LairStats *game)
{
  gboolean first = into->games_played == 0;
  gint64 min_depth = into->min_depth;
  gint64 lowest = into->lowest_winning_score;
  gint64 max_depth = MAX (into->max_depth, game->max_depth);
  gint64 highest = MAX (into->highest_winning_score, game->highest_winning_score);
  gint64 *a = (gint64 *) into;
  const gint64 *b = (const gint64 *) game;

  for (guint i = 0; i < sizeof (LairStats) / sizeof (gint64); i++)
    a[i] += b[i];

  into->max_depth = max_depth;
  into->highest_winning_score = highest;
  if (game->games_played == 0)
    {
      into->min_depth = min_depth;
      into->lowest_winning_score = lowest;
    }
  else
    {
      into->min_depth = first ? game->min_depth : MIN (min_depth, game->min_depth);
      into->lowest_winning_score = first ? game->lowest_winning_score
                                         : MIN (lowest, game->lowest_winning_score);
    }
}

double
lair_stats_average (const LairStats *stats)
{
  return stats->games_played > 0 ? (double) stats->winning_score_sum / stats->games_played : 0.0;
}

void
lair_record_begin (LairGameRecord *record)
{
  /* the moves' buffer is filled as the game goes: only its head is cleared */
  memset (record, 0, G_STRUCT_OFFSET (LairGameRecord, moves.nibbles));
}

static void
add_nibble (LairMoves *moves,
            guint      nibble)
{
  guint byte = moves->n_nibbles / 2;

  if (byte >= LAIR_MOVES_MAX_BYTES)
    {
      moves->overflow = TRUE;
      return;
    }
  if (moves->n_nibbles % 2 == 0)
    moves->nibbles[byte] = (guint8) nibble;
  else
    moves->nibbles[byte] |= (guint8) (nibble << 4);
  moves->n_nibbles++;
}

/* Choices below LAIR_MOVES_ESCAPE take one nibble; the others the escape
 * and their distance from it. */
static void
add_choice (LairMoves *moves,
            LairChoice choice)
{
  if (choice < LAIR_MOVES_ESCAPE)
    add_nibble (moves, (guint) choice);
  else
    {
      add_nibble (moves, LAIR_MOVES_ESCAPE);
      add_nibble (moves, (guint) (choice - LAIR_MOVES_ESCAPE));
    }
  moves->n_choices++;
}

static void
dungeon_finished (LairGameRecord  *record,
                  const LairEvent *event)
{
  LairDungeonRecord *d = &record->dungeons[record->n_dungeons];
  LairStats *stats = &record->stats;

  d->end = event->dungeon_finished.end;
  d->depth = event->dungeon_finished.depth;
  d->lair_room = event->dungeon_finished.lair_room;
  d->spiders_killed = event->dungeon_finished.dead_spiders;
  record->n_dungeons++;

  /* counted here rather than from every room entered: each dead spider
   * entered, and the lair once it was entered (with seats inside, as a
   * room is only ever entered with seats inside) */
  stats->spiders_killed += d->spiders_killed;
  stats->spider_lairs += d->end == LAIR_END_LAIR;

  /* the seats the spider met stood in its room, the deepest of the
   * dungeon; a leaver's deepest room is the one it left from */
  for (guint32 inside = record->inside; inside != 0; inside &= inside - 1)
    {
      LairSeatRecord *s = &record->seats[__builtin_ctz (inside)];

      s->deepest = MAX (s->deepest, d->depth);
    }
  record->inside = 0;

  stats->min_depth = stats->min_depth == 0 ? d->depth : MIN (stats->min_depth, d->depth);
  stats->max_depth = MAX (stats->max_depth, d->depth);
  record->deepest = MAX (record->deepest, d->depth);

  /* Psychic: a leave on the decision right before the lair room */
  if (d->lair_room > 0)
    for (guint i = 0; i < record->n_players; i++)
      if (record->left_room[i] == d->lair_room - 1)
        record->seats[i].psychic_leaves++;
}

static void
game_finished (LairGameRecord  *record,
               const LairEvent *event)
{
  LairStats *stats = &record->stats;
  gboolean ai_won = FALSE;
  gboolean has_ai = FALSE;

  record->finished = TRUE;
  record->winning_score = G_MININT;
  for (guint i = 0; i < record->n_players; i++)
    {
      LairSeatRecord *seat = &record->seats[i];

      seat->winner = (event->game_finished.winner_mask >> i) & 1;
      has_ai |= seat->computer;
      if (seat->winner)
        {
          record->winning_score = MAX (record->winning_score, seat->chest);
          ai_won |= seat->computer;
        }
    }

  stats->games_played = 1;
  stats->players = record->n_players;
  stats->games_with_ais = has_ai;
  stats->games_won_by_ais = ai_won;
  stats->highest_winning_score = record->winning_score;
  stats->lowest_winning_score = record->winning_score;
  stats->winning_score_sum = record->winning_score;

  lair_record_award (record, -1, -1);
}

/**
 * lair_record_event:
 * @event: an event of the game
 * @record: (type LairGameRecord): the record to update
 *
 * A #LairEventFunc: everything the statistics and achievements need is
 * gathered from the events alone.
 */
void
lair_record_event (const LairEvent *event,
                   gpointer         user_data)
{
  LairGameRecord *record = user_data;
  LairStats *stats = &record->stats;
  LairSeatRecord *seat = event->seat >= 0 ? &record->seats[event->seat] : NULL;

  switch ((int) event->type)
    {
    /* every choice, to play the game again */
    case LAIR_EVENT_CHOICE:
      add_choice (&record->moves, event->choice.choice);
      break;

    case LAIR_EVENT_GAME_STARTED:
      record->n_players = event->game_started.players;
      record->computers_at_start = event->game_started.computer_mask;
      for (guint i = 0; i < record->n_players; i++)
        record->seats[i].computer = (event->game_started.computer_mask >> i) & 1;
      break;

    case LAIR_EVENT_DUNGEON_BUILT:
      record->dungeons[record->n_dungeons].adventure = event->dungeon_built.adventure;
      record->inside = (1u << record->n_players) - 1;
      memset (record->left_room, 0, sizeof record->left_room);
      break;

    case LAIR_EVENT_SCOUT_REPORT:
      stats->scout_reports += event->scout_report.seats_inside;
      break;

    /* every seat that stood on a side, ate or carried has its own event:
     * counted from those rather than from the far more frequent choices */
    case LAIR_EVENT_SUN_MOON:
      if (event->sun_moon.choice == LAIR_CHOICE_SUN)
        stats->sun_standers++;
      else
        stats->moon_standers++;
      break;

    case LAIR_EVENT_MUSHROOM:
      if (event->mushroom.ate)
        stats->mushrooms_eaten++;
      break;

    case LAIR_EVENT_CARRY:
      stats->little_people_helped++;
      break;

    case LAIR_EVENT_LEAVERS:
      if (event->leavers.count == 1 && !event->leavers.exhausted)
        stats->lone_leavers++;
      break;

    case LAIR_EVENT_SEAT_LEFT:
      seat->chest += event->seat_left.gems + event->seat_left.bars_value + event->seat_left.coins;
      seat->gold_bars += event->seat_left.bars;
      stats->gems_looted += event->seat_left.gems;
      stats->gold_bars_looted += event->seat_left.bars;
      stats->gold_bars_value += event->seat_left.bars_value;
      stats->sphinx_coins_looted += event->seat_left.coins;
      record->inside &= ~(1u << event->seat);
      seat->deepest = MAX (seat->deepest, event->seat_left.room);
      if (event->seat_left.flags & LAIR_LEAVE_LAST_DECISION &&
          !(event->seat_left.flags & LAIR_LEAVE_EXHAUSTED))
        record->left_room[event->seat] = event->seat_left.room;
      break;

    case LAIR_EVENT_BANKED:
      seat->chest += event->banked.cash;
      seat->gems_lost += event->banked.gems - event->banked.cash;
      stats->banker_profit += event->banked.gems - event->banked.cash;
      break;

    case LAIR_EVENT_MONTE:
      if (event->monte.change < 0)
        stats->monte_losses -= event->monte.change;
      break;

    case LAIR_EVENT_TOLL_PAID:
      stats->lava_lakes_crossed++;
      break;

    case LAIR_EVENT_COINS_SHARED:
      seat->chest += event->coins_shared.coins;
      stats->sphinx_coins_looted += event->coins_shared.coins;
      break;

    case LAIR_EVENT_DEAL:
      seat->chest += event->deal.cash;
      stats->devil_deals++;
      break;

    case LAIR_EVENT_SPIDER:
      seat->scares++;
      seat->gems_lost += event->spider.gems;
      stats->gems_stolen += event->spider.gems;
      /* still inside for the dungeon's end, which gives its depth */
      break;

    case LAIR_EVENT_DUNGEON_FINISHED:
      dungeon_finished (record, event);
      break;

    case LAIR_EVENT_GAME_FINISHED:
      game_finished (record, event);
      break;

    default:
      /* LAIR_RECORD_EVENTS names the kinds read above; what goes by
       * here puts no money in a chest */
      g_assert (!(LAIR_RECORD_EVENTS & LAIR_EVENT_MASK (event->type)));
      g_assert (!(lair_event_money (event->type) & LAIR_EVENT_MONEY_CHEST));
      break;
    }
}

/**
 * lair_record_award:
 * @record: a finished game
 * @best_score_before: the best winning score of earlier games, -1 if none
 * @deepest_before: the deepest room of earlier games, -1 if none
 *
 * Decides the seven achievements. Highest Score and Deepest Explorer compare
 * with earlier games plus this one.
 */
void
lair_record_award (LairGameRecord *record,
                   gint            best_score_before,
                   gint            deepest_before)
{
  gint most_lost = 0;
  gint deepest = MAX (record->deepest, deepest_before);

  record->best_score_before = best_score_before;
  record->deepest_before = deepest_before;
  record->stats.psychics = 0;
  for (guint i = 0; i < record->n_players; i++)
    most_lost = MAX (most_lost, record->seats[i].gems_lost);

  for (guint i = 0; i < record->n_players; i++)
    {
      LairSeatRecord *seat = &record->seats[i];
      guint32 a = 0;

      if (seat->winner && seat->chest >= best_score_before)
        a |= 1u << LAIR_ACHIEVEMENT_HIGHEST_SCORE;
      if (seat->deepest > 0 && seat->deepest >= deepest)
        a |= 1u << LAIR_ACHIEVEMENT_DEEPEST_EXPLORER;
      if (most_lost > 0 && seat->gems_lost == most_lost)
        a |= 1u << LAIR_ACHIEVEMENT_MOST_GEMS_LOST;
      if (seat->scares >= 4)
        a |= 1u << LAIR_ACHIEVEMENT_BOLD;
      if (seat->scares == 0)
        a |= 1u << LAIR_ACHIEVEMENT_TIMID;
      if (seat->psychic_leaves >= 2)
        {
          a |= 1u << LAIR_ACHIEVEMENT_PSYCHIC;
          record->stats.psychics++;
        }
      if (seat->winner && seat->computer)
        a |= 1u << LAIR_ACHIEVEMENT_SKYNET;
      seat->achievements = a;
    }
}
