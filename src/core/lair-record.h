/* lair-record.h — statistics and achievements, computed from events
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "lair-event.h"
#include "lair-game.h"

G_BEGIN_DECLS

/* The design's statistics. For one game they are that game's counters;
 * lair_stats_merge() adds games up. */
typedef struct {
  gint64 games_played;
  gint64 players;
  gint64 gems_looted;
  gint64 gold_bars_looted;
  gint64 gold_bars_value;
  gint64 sphinx_coins_looted;
  gint64 lone_leavers;
  gint64 banker_profit;
  gint64 monte_losses;
  gint64 sun_standers;
  gint64 moon_standers;
  gint64 lava_lakes_crossed;
  gint64 scout_reports;
  gint64 mushrooms_eaten;
  gint64 devil_deals;
  gint64 little_people_helped;
  gint64 spiders_killed;
  gint64 min_depth;            /* 0 when no dungeon was played */
  gint64 max_depth;
  gint64 spider_lairs;
  gint64 gems_stolen;
  gint64 psychics;
  gint64 games_with_ais;
  gint64 games_won_by_ais;
  gint64 highest_winning_score;
  gint64 winning_score_sum;    /* average = sum / games_played */
  gint64 lowest_winning_score;
} LairStats;

typedef struct {
  const char *key;
  gsize offset;
} LairStatsField;

/* The fields in the order of DESIGN.md's `stats` keys, without the
 * average (which lair_stats_average() derives). */
const LairStatsField *lair_stats_fields   (guint           *n_fields);
gint64                lair_stats_get      (const LairStats *stats,
                                           const LairStatsField *field);
void                  lair_stats_merge    (LairStats       *into,
                                           const LairStats *game);
double                lair_stats_average  (const LairStats *stats);

typedef struct {
  gint chest;
  gint gold_bars;
  gint scares;
  gint psychic_leaves;   /* leaves on the decision right before the lair */
  gint gems_lost;        /* to the spider and the banker's profit */
  gint deepest;          /* the deepest room number this seat entered */
  gint hints;            /* hints the seat asked for (counted by the session, not from events) */
  gboolean computer;
  gboolean winner;
  guint32 achievements;  /* bit LairAchievement */
} LairSeatRecord;

typedef struct {
  LairAdventure adventure;
  LairDungeonEnd end;
  gint depth;
  gint lair_room;        /* 0 when the dungeon had none */
  gint spiders_killed;
} LairDungeonRecord;

/* Worst case: 5 dungeons of at most 48 rooms and 3 Sphinx coin rooms,
 * 9 seats inside each decision, two nibbles a choice. */
#define LAIR_MOVES_MAX_BYTES (LAIR_N_DUNGEONS * (LAIR_MAX_ROOMS + 3) * LAIR_MAX_PLAYERS)
/* the nibble that says a choice from LAIR_MOVES_ESCAPE on follows */
#define LAIR_MOVES_ESCAPE    14

/* Every choice of the game, in the order the core heard them: decision by
 * decision, the seats inside in seat order, whoever made it (a person, the
 * computer, a person who took the seat over). One nibble a choice, two for
 * the rarer ones (lair-playback.c). */
typedef struct {
  guint n_choices;
  guint n_nibbles;
  gboolean overflow;     /* more than the game can hold: never replayable */
  guint8 nibbles[LAIR_MOVES_MAX_BYTES];
} LairMoves;

typedef struct {
  guint n_players;
  LairSeatRecord seats[LAIR_MAX_PLAYERS];
  LairDungeonRecord dungeons[LAIR_N_DUNGEONS];
  guint n_dungeons;
  gint winning_score;
  gint deepest;          /* the deepest room of the game */
  gboolean finished;
  LairStats stats;       /* this game's counters */

  /* running state */
  guint32 inside;
  gint left_room[LAIR_MAX_PLAYERS];   /* room number of the last-decision leave, 0 if none */
  gint choice_room_kind;
  gint current_adventure;

  /* what it takes to play the game again (lair-playback.h) */
  guint32 computers_at_start;
  gint best_score_before;  /* as lair_record_award() was given them */
  gint deepest_before;
  LairMoves moves;
} LairGameRecord;

/* The events lair_record_event() reads; the others leave the record as it is */
#define LAIR_RECORD_EVENTS \
  (LAIR_EVENT_MASK (LAIR_EVENT_GAME_STARTED) | LAIR_EVENT_MASK (LAIR_EVENT_DUNGEON_BUILT) | \
   LAIR_EVENT_MASK (LAIR_EVENT_SCOUT_REPORT) | \
   LAIR_EVENT_MASK (LAIR_EVENT_CHOICE) | \
   LAIR_EVENT_MASK (LAIR_EVENT_LEAVERS) | LAIR_EVENT_MASK (LAIR_EVENT_SEAT_LEFT) | \
   LAIR_EVENT_MASK (LAIR_EVENT_BANKED) | LAIR_EVENT_MASK (LAIR_EVENT_SUN_MOON) | \
   LAIR_EVENT_MASK (LAIR_EVENT_MONTE) | LAIR_EVENT_MASK (LAIR_EVENT_TOLL_PAID) | \
   LAIR_EVENT_MASK (LAIR_EVENT_COINS_SHARED) | LAIR_EVENT_MASK (LAIR_EVENT_MUSHROOM) | \
   LAIR_EVENT_MASK (LAIR_EVENT_DEAL) | LAIR_EVENT_MASK (LAIR_EVENT_CARRY) | \
   LAIR_EVENT_MASK (LAIR_EVENT_SPIDER) | LAIR_EVENT_MASK (LAIR_EVENT_DUNGEON_FINISHED) | \
   LAIR_EVENT_MASK (LAIR_EVENT_GAME_FINISHED))

void     lair_record_begin          (LairGameRecord  *record);
void     lair_record_event          (const LairEvent *event,
                                     gpointer         record);
void     lair_record_award          (LairGameRecord  *record,
                                     gint             best_score_before,
                                     gint             deepest_before);

G_END_DECLS
