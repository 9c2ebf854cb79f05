/* lair-game-private.h — the game state, shared by the files of src/core
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "lair-game.h"
#include "lair-rng.h"
#include "lair-rules.h"

G_BEGIN_DECLS

#define LAIR_N_SPHINX_PARTS 3

typedef struct {
  /* whole game */
  gint chest;
  gint gold_bars;
  gint scares;
  gboolean computer;
  LairAiLevel level;
  LairPersonality personality;
  LairRng rng;
  /* this dungeon */
  gboolean inside;
  gint hand;
  gint shares;
  gint queens;
  gint changelings;
  gint obligation;
  gint8 branch[LAIR_N_SPHINX_PARTS];  /* side walked at each Sphinx, -1 none */
  gboolean has_rumor_leave;
  double rumor_leave;
  gint warnings_seen;                 /* for the warnings baseline */
  guint32 options;                    /* at the current decision */
} LairSeatState;

struct _LairGame {
  LairGameConfig config;
  guint n;
  LairAdventure adventures[LAIR_N_DUNGEONS];
  gint usage[LAIR_N_ADVENTURES];
  gint undiscovered;
  gint bars_in_chests;

  LairPhase phase;
  guint dungeon;
  LairRoom rooms[LAIR_MAX_ROOMS];
  guint n_rooms;
  gint pos;                 /* index of the room the players stand in */
  gint lair_index;          /* the live lair, -1 if none */
  gint floor_gems;
  gint floor_bars[LAIR_MAX_ROOMS];
  guint n_floor_bars;
  gint branch_coins[LAIR_N_SPHINX_PARTS][2];
  gint bravery;
  guint seen_types;         /* bit t: a warning of type t was seen */
  gint first_warning_room;  /* room number, 0 before the first warning */
  gint poisons_entered;
  gint dead_entered;
  LairDecisionKind decision;
  gint scout_from;
  gint scout_to;
  gint depth;
  LairDungeonEnd end;
  guint32 carriers;         /* seats carrying little people */
  guint32 inside_mask;      /* bit i: seat i is inside, kept with its `inside` */
  /* what lies in the rooms not yet entered, kept as the players move on
   * so that the odds and the rumor cost nothing per decision */
  gint ahead_of_type[LAIR_N_WARNING_TYPES + 1];  /* warnings and lairs */
  gint ahead_gems[LAIR_MAX_PLAYERS + 1];         /* gems of the gem rooms, by bravery */
  gint ahead_gold;
  gint ahead_thirds;        /* Ferryman and Monte rumor, in thirds of a gem */
  double odds;              /* at the current decision */
  double rumor;
  double stay_value;        /* (1 − odds) · rumor */
  gint inside_shares;
  guint n_inside;
  double take;

  LairSeatState seats[LAIR_MAX_PLAYERS];

  LairEventFunc event_func;
  gpointer event_data;
  guint64 event_mask;       /* LAIR_EVENT_MASK() of the types to emit; 0 without a func */
};

/* The seat's expected value at the current decision, for the computer
 * players' hot path; lair_game_seat_get_expected_value() is the same. */
static inline double
lair_game_expected_value (const LairGame *game,
                          guint           seat)
{
  if (game->inside_shares == 0)
    return 0.0;
  /* (1 − p) · rumor · shares_i / Σshares − p · hand_i, in that order */
  return game->stay_value * game->seats[seat].shares / game->inside_shares -
         game->odds * game->seats[seat].hand;
}

/* The seats inside in order: for (FOR_INSIDE (game, i, m)) { … }; the
 * top bit, never a seat, keeps the count of trailing zeros defined */
#define FOR_INSIDE(game_, i_, m_) \
  guint32 m_ = (game_)->inside_mask, i_ = (guint32) __builtin_ctz (m_ | 0x80000000u); \
  m_ != 0; \
  m_ &= m_ - 1, i_ = (guint32) __builtin_ctz (m_ | 0x80000000u)

static inline const LairRoom *
lair_game_current_room (const LairGame *game)
{
  return &game->rooms[game->pos];
}

/* The rumor of a room, in thirds of a gem, leaving out gem and gold rooms. */
static inline gint
lair_game_adventure_thirds (const LairGame *game,
                            const LairRoom *room)
{
  gint cards[3];

  if (room->kind != LAIR_ROOM_ADVENTURE)
    return 0;
  if (room->adventure == LAIR_ADVENTURE_FERRYMAN)
    return 3 * lair_rules_toll (room->arg) * (gint) game->n;
  if (room->adventure == LAIR_ADVENTURE_MONTE)
    {
      lair_rules_monte_cards (room->arg, cards);
      return (cards[0] + cards[1] + cards[2]) * (gint) game->n;
    }
  return 0;
}

void   lair_game_refresh_decision (LairGame      *game);
void   lair_game_update_odds     (LairGame       *game);
guint32 lair_game_compute_options (const LairGame *game,
                                  guint           seat);
void   lair_game_count_ahead     (LairGame       *game);
void   lair_game_count_rooms_ahead (LairGame     *game);
void   lair_game_pass_room       (LairGame       *game,
                                  const LairRoom *room);
double lair_game_compute_odds    (const LairGame *game);
double lair_game_compute_rumor   (const LairGame *game);

G_END_DECLS
