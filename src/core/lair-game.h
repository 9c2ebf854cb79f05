/* lair-game.h — one game of Spider Lair as a deterministic state machine
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "lair-ai.h"
#include "lair-event.h"
#include "lair-types.h"

G_BEGIN_DECLS

/* One room of a dungeon. Adventure outcomes are fixed when the dungeon is
 * built, so the end-of-dungeon reveal can show what every room held. */
typedef struct {
  guint8 kind;        /* LairRoomKind */
  guint8 arg;         /* gem level, warning type (also of a lair or dead spider), adventure part (from 1) */
  guint8 adventure;   /* LairAdventure, for adventure rooms */
  guint8 scripted;    /* the outcome was given by a scenario */
  gint8 outcome[3];   /* sun-moon: 0 the Sun pays, 1 the Moon; sphinx: side with 2N′ coins (0 left, 1 right);
                         little people: 0 Queens, 1 Changelings; mushroom: 0 grow, 1 shrink;
                         monte: the three card values after the shuffle; scout: outcome[0] = centre R */
  gint16 value;       /* once revealed: gems found or gold bar value */
} LairRoom;

typedef struct {
  LairRoom rooms[LAIR_MAX_ROOMS];
  guint n_rooms;
} LairDungeonScript;

typedef struct {
  guint n_players;                         /* 1–9 */
  guint64 seed;
  guint32 computers;                       /* bit i: seat i is played by the computer */
  LairAiLevel levels[LAIR_MAX_PLAYERS];    /* kind of computer player per seat (NORMAL by default) */
  gboolean has_adventures;                 /* adventures[] given; else chosen by usage */
  LairAdventure adventures[LAIR_N_DUNGEONS];
  gint usage[LAIR_N_ADVENTURES];           /* usage counts before the game */
  const LairDungeonScript *scripts[LAIR_N_DUNGEONS];  /* NULL: built from the seed */
} LairGameConfig;

typedef enum {
  LAIR_PHASE_NEW,
  LAIR_PHASE_DECISION,      /* waiting for every seat inside to choose */
  LAIR_PHASE_DUNGEON_OVER,  /* the dungeon ended; lair_game_next_dungeon() goes on */
  LAIR_PHASE_GAME_OVER,
} LairPhase;

typedef struct _LairGame LairGame;

void             lair_game_config_init        (LairGameConfig *config,
                                               guint           n_players,
                                               guint64         seed);

LairGame        *lair_game_new                (const LairGameConfig *config);
void             lair_game_free               (LairGame       *game);
void             lair_game_reset              (LairGame       *game,
                                               const LairGameConfig *config);
void             lair_game_set_event_func     (LairGame       *game,
                                               LairEventFunc   func,
                                               gpointer        user_data);
void             lair_game_set_event_mask     (LairGame       *game,
                                               guint64         mask);

void             lair_game_start              (LairGame       *game);
gboolean         lair_game_decide             (LairGame       *game,
                                               const LairChoice *choices,
                                               guint          *bad_seat);
void             lair_game_next_dungeon       (LairGame       *game);
void             lair_game_play_computers     (LairGame       *game);

/* State */
LairPhase        lair_game_get_phase          (const LairGame *game);
const LairGameConfig *lair_game_get_config    (const LairGame *game);
guint            lair_game_get_n_players      (const LairGame *game);
guint            lair_game_get_dungeon        (const LairGame *game);
LairAdventure    lair_game_get_adventure      (const LairGame *game,
                                               guint           dungeon);
const gint      *lair_game_get_usage          (const LairGame *game);
LairDecisionKind lair_game_get_decision_kind  (const LairGame *game);
gint             lair_game_get_room_number    (const LairGame *game);
guint            lair_game_get_n_rooms        (const LairGame *game);
const LairRoom  *lair_game_get_room           (const LairGame *game,
                                               guint           index);
gint             lair_game_get_bravery        (const LairGame *game);
gint             lair_game_get_floor_gems     (const LairGame *game);
guint            lair_game_get_n_floor_bars   (const LairGame *game);
gint             lair_game_get_floor_bar_value (const LairGame *game);
gint             lair_game_get_branch_coins   (const LairGame *game);
guint            lair_game_get_n_inside       (const LairGame *game);
gint             lair_game_get_scout_report   (const LairGame *game,
                                               gint           *to_room);
guint32          lair_game_get_winners        (const LairGame *game);

/* Seats */
guint32          lair_game_get_options        (const LairGame *game,
                                               guint           seat);
gboolean         lair_game_seat_is_inside     (const LairGame *game,
                                               guint           seat);
gboolean         lair_game_seat_is_computer   (const LairGame *game,
                                               guint           seat);
void             lair_game_set_seat_computer  (LairGame       *game,
                                               guint           seat,
                                               gboolean        computer);
gint             lair_game_seat_get_hand      (const LairGame *game,
                                               guint           seat);
gint             lair_game_seat_get_chest     (const LairGame *game,
                                               guint           seat);
gint             lair_game_seat_get_gold_bars (const LairGame *game,
                                               guint           seat);
gint             lair_game_seat_get_shares    (const LairGame *game,
                                               guint           seat);
gint             lair_game_seat_get_queens    (const LairGame *game,
                                               guint           seat);
gint             lair_game_seat_get_changelings (const LairGame *game,
                                               guint           seat);
gint             lair_game_seat_get_obligation (const LairGame *game,
                                               guint           seat);
gint             lair_game_seat_get_scares    (const LairGame *game,
                                               guint           seat);
const LairAiLevel *lair_game_seat_get_level  (const LairGame *game,
                                               guint           seat);
const LairPersonality *lair_game_seat_get_personality (const LairGame *game,
                                               guint           seat);

/* What the players can work out (lair-odds.c) */
double           lair_game_get_odds           (const LairGame *game);
double           lair_game_get_rumor          (const LairGame *game);
double           lair_game_get_take           (const LairGame *game);
double           lair_game_seat_get_expected_value (const LairGame *game,
                                               guint           seat);

G_END_DECLS
