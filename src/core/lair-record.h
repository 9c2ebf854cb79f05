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
} LairGameRecord;

void     lair_record_begin          (LairGameRecord  *record);
void     lair_record_event          (const LairEvent *event,
                                     gpointer         record);
void     lair_record_award          (LairGameRecord  *record,
                                     gint             best_score_before,
                                     gint             deepest_before);

G_END_DECLS
