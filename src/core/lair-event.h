/* lair-event.h — what happens in a game, as the core reports it
 *
 * The session turns events into signals, the recorder into statistics and
 * achievements. Fields a–f mean what the comment of each type says; unused
 * ones are 0. Seats are numbered from 0; -1 where no seat is concerned.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "lair-types.h"

G_BEGIN_DECLS

typedef enum {
  LAIR_EVENT_GAME_STARTED,      /* a = players, b = computer seat mask */
  LAIR_EVENT_DUNGEON_BUILT,     /* a = dungeon (0–4), b = adventure, c = 1 if an adventure room lies before the lair, d = rooms */
  LAIR_EVENT_ROOM_ENTERED,      /* a = room number, b = room index, c = LairRoomKind, d = arg (level, type or part), e = adventure */
  LAIR_EVENT_BATS,              /* a = room number */
  LAIR_EVENT_QUEEN_PAID,        /* seat, a = gems */
  LAIR_EVENT_GEMS_FOUND,        /* a = gems in the room, b = left on the floor */
  LAIR_EVENT_GEMS_SHARED,       /* seat, a = gems into the hand */
  LAIR_EVENT_GOLD_FOUND,        /* a = value */
  LAIR_EVENT_TOLL_GIFT,         /* seat, a = gems into the hand */
  LAIR_EVENT_CHANGELING_STOLE,  /* seat, a = gems */
  LAIR_EVENT_SCOUT_REPORT,      /* a = from room, b = to room, c = seats inside */
  LAIR_EVENT_DECISION,          /* a = room number, b = LairDecisionKind */
  LAIR_EVENT_CHOICE,            /* seat, a = LairChoice */
  LAIR_EVENT_LEAVERS,           /* a = seats leaving on this decision, b = 1 at the exhausted end */
  LAIR_EVENT_SEAT_LEFT,         /* seat, a = gems (hand and floor), b = gold bars, c = their value, d = coins, e = room number, f = LairLeaveFlags */
  LAIR_EVENT_BANKED,            /* seat, a = gems given, b = cash received */
  LAIR_EVENT_SUN_MOON,          /* seat, a = LairChoice (sun/moon), b = change of the hand */
  LAIR_EVENT_MONTE,             /* seat, a = card value, b = change of the hand */
  LAIR_EVENT_TOLL_PAID,         /* seat, a = gems */
  LAIR_EVENT_COINS_FOUND,       /* a = side (0 left, 1 right), b = coins, c = left in the branch */
  LAIR_EVENT_COINS_SHARED,      /* seat, a = coins into the chest */
  LAIR_EVENT_MUSHROOM,          /* seat, a = new shares, b = 1 if the seat ate */
  LAIR_EVENT_DEAL,              /* seat, a = rooms, b = cash into the chest */
  LAIR_EVENT_CARRY,             /* seat, a = 0 Queen, 1 Changeling */
  LAIR_EVENT_SPIDER,            /* seat, a = gems lost */
  LAIR_EVENT_BRAVERY,           /* a = new bravery, b = old bravery */
  LAIR_EVENT_DUNGEON_FINISHED,  /* a = LairDungeonEnd, b = depth, c = lair room number or 0, d = money left behind, e = dead spiders entered */
  LAIR_EVENT_GAME_FINISHED,     /* a = winner seat mask */
  LAIR_N_EVENTS
} LairEventType;

typedef enum {
  LAIR_DECISION_ROOM,
  LAIR_DECISION_SPHINX_DIRECTION,
  LAIR_DECISION_SPHINX_COINS,
} LairDecisionKind;

typedef enum {
  LAIR_LEAVE_LAST_DECISION = 1 << 0,  /* the room's last decision (not the Sphinx direction) */
  LAIR_LEAVE_EXHAUSTED     = 1 << 1,  /* the rooms ran out */
} LairLeaveFlags;

typedef struct {
  LairEventType type;
  gint seat;
  gint a, b, c, d, e, f;
} LairEvent;

typedef void (*LairEventFunc) (const LairEvent *event,
                               gpointer         user_data);

const char *lair_event_type_name (LairEventType type);

G_END_DECLS
