/* lair-event.h — what happens in a game, as the core reports it
 *
 * The session turns events into signals, the recorder into statistics and
 * achievements. Each type has its own member of the event's union, named
 * after the type; only that member is meaningful. Seats are numbered from 0;
 * -1 where no seat is concerned. Rooms are numbered from 1 in the order
 * entered.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "lair-types.h"

G_BEGIN_DECLS

typedef enum {
  LAIR_EVENT_GAME_STARTED,
  LAIR_EVENT_DUNGEON_BUILT,
  LAIR_EVENT_ROOM_ENTERED,
  LAIR_EVENT_BATS,
  LAIR_EVENT_QUEEN_PAID,
  LAIR_EVENT_GEMS_FOUND,
  LAIR_EVENT_GEMS_SHARED,
  LAIR_EVENT_GOLD_FOUND,
  LAIR_EVENT_TOLL_GIFT,
  LAIR_EVENT_CHANGELING_STOLE,
  LAIR_EVENT_SCOUT_REPORT,
  LAIR_EVENT_DECISION,
  LAIR_EVENT_CHOICE,
  LAIR_EVENT_LEAVERS,
  LAIR_EVENT_SEAT_LEFT,
  LAIR_EVENT_BANKED,
  LAIR_EVENT_SUN_MOON,
  LAIR_EVENT_MONTE,
  LAIR_EVENT_TOLL_PAID,
  LAIR_EVENT_COINS_FOUND,
  LAIR_EVENT_COINS_SHARED,
  LAIR_EVENT_MUSHROOM,
  LAIR_EVENT_DEAL,
  LAIR_EVENT_CARRY,
  LAIR_EVENT_SPIDER,
  LAIR_EVENT_BRAVERY,
  LAIR_EVENT_DUNGEON_FINISHED,
  LAIR_EVENT_GAME_FINISHED,
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

/* Each member of the union is at most six ints, so an event is eight: the
 * core emits events in the simulation hot path. */
typedef struct {
  LairEventType type;
  gint seat;                 /* from 0; -1 where no seat is concerned */
  union {
    /* computer_mask: bit i set for a computer seat i */
    struct { gint players; guint computer_mask; } game_started;
    /* dungeon: 0–4; adventure_before_lair: the usage count goes up */
    struct { gint dungeon; LairAdventure adventure; gboolean adventure_before_lair; gint rooms; } dungeon_built;
    /* number = index + 1; arg: the room's level, warning type or part;
     * adventure: meaningful when kind is %LAIR_ROOM_ADVENTURE */
    struct { gint number; gint index; LairRoomKind kind; gint arg; LairAdventure adventure; } room_entered;
    /* every fifth room; room: its number */
    struct { gint room; } bats;
    /* seat: gems into the hand */
    struct { gint gems; } queen_paid;
    /* gems: in the room; floor: this room's remainder, added to the floor */
    struct { gint gems; gint floor; } gems_found;
    /* seat: gems into the hand */
    struct { gint gems; } gems_shared;
    /* value: of the gold bar */
    struct { gint value; } gold_found;
    /* seat: the Ferryman's toll into the hand */
    struct { gint gems; } toll_gift;
    /* seat: gems taken from the hand */
    struct { gint gems; } changeling_stole;
    /* the lair lies between rooms from and to; seats_inside: how many heard it */
    struct { gint from; gint to; gint seats_inside; } scout_report;
    /* room: the number of the room deciding */
    struct { gint room; LairDecisionKind kind; } decision;
    /* seat: what it chose */
    struct { LairChoice choice; } choice;
    /* count: seats leaving on this decision; exhausted: the rooms ran out */
    struct { gint count; gboolean exhausted; } leavers;
    /* seat: gems (hand and floor share), gold bars and their value, Sphinx
     * coins, all into the chest; room: the number of the room left */
    struct { gint gems; gint bars; gint bars_value; gint coins; gint room; LairLeaveFlags flags; } seat_left;
    /* seat: gems given to the banker, cash into the chest */
    struct { gint gems; gint cash; } banked;
    /* seat: %LAIR_CHOICE_SUN or %LAIR_CHOICE_MOON; change: of the hand */
    struct { LairChoice choice; gint change; } sun_moon;
    /* seat: the value of the card picked; change: of the hand */
    struct { gint card; gint change; } monte;
    /* seat: gems paid to the Ferryman */
    struct { gint gems; } toll_paid;
    /* side: 0 left, 1 right; left: this side's remainder, added to its branch */
    struct { gint side; gint coins; gint left; } coins_found;
    /* seat: coins into the chest */
    struct { gint coins; } coins_shared;
    /* seat: its shares now; ate: it ate (else it shrank because another
     * eater outgrew) */
    struct { gint shares; gboolean ate; } mushroom;
    /* seat: rooms of the deal, cash into the chest */
    struct { gint rooms; gint cash; } deal;
    /* seat: took a Changeling, else a Queen */
    struct { gboolean changeling; } carry;
    /* seat: gems lost from the hand */
    struct { gint gems; } spider;
    /* bravery: now; old: before this decision */
    struct { gint bravery; gint old; } bravery;
    /* depth: the last room entered; lair_room: the lair's room number,
     * entered or not, 0 without a lair; left_behind: gems, bar value and
     * coins on the floor and in branches; dead_spiders: entered */
    struct { LairDungeonEnd end; gint depth; gint lair_room; gint left_behind; gint dead_spiders; } dungeon_finished;
    /* bit i set for a winning seat i */
    struct { guint winner_mask; } game_finished;
  };
} LairEvent;

G_STATIC_ASSERT (sizeof (LairEvent) == 8 * sizeof (gint));

/* A set of event types, for lair_game_set_event_mask() */
#define LAIR_EVENT_MASK(type) (G_GUINT64_CONSTANT (1) << (type))
#define LAIR_EVENT_MASK_ALL   (LAIR_EVENT_MASK (LAIR_N_EVENTS) - 1)

G_STATIC_ASSERT (LAIR_N_EVENTS < 64);

typedef void (*LairEventFunc) (const LairEvent *event,
                               gpointer         user_data);

/**
 * LairEventMoney:
 * @LAIR_EVENT_MONEY_IN_OUT: money comes into the game (found, given, won)
 *   or goes out of it (lost, paid, left behind)
 * @LAIR_EVENT_MONEY_CHEST: money goes into a seat's chest
 *
 * What a kind of event does with money.
 *
 * A reader switches on `(int) event->type` over the kinds of events it
 * reads and lets the others go by in `default:`, so it names only what it
 * cares about; one that has the game emit only those (the record's
 * LAIR_RECORD_EVENTS) asserts there that the kind is not in its mask.
 * lair_event_money() is the one list that names every kind, which
 * -Wswitch-enum checks: a reader that follows money (the ledger, the
 * record) asserts in its `default:` that a kind it lets go by moves none
 * of that money, so that its tests catch a new kind that does.
 */
typedef enum {
  LAIR_EVENT_MONEY_IN_OUT = 1 << 0,
  LAIR_EVENT_MONEY_CHEST  = 1 << 1,
} LairEventMoney;

const char     *lair_event_type_name (LairEventType type);
LairEventMoney  lair_event_money     (LairEventType type);

G_END_DECLS
