/* lair-event.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "lair-event.h"

static const char * const names[LAIR_N_EVENTS] = {
  "game-started", "dungeon-built", "room-entered", "bats", "queen-paid",
  "gems-found", "gems-shared", "gold-found", "toll-gift", "changeling-stole",
  "scout-report", "decision", "choice", "leavers", "seat-left", "banked",
  "sun-moon", "monte", "toll-paid", "coins-found", "coins-shared",
  "mushroom", "deal", "carry", "spider", "bravery", "dungeon-finished",
  "game-finished",
};

const char *
lair_event_type_name (LairEventType type)
{
  g_return_val_if_fail (type < LAIR_N_EVENTS, NULL);
  return names[type];
}

/**
 * lair_event_money:
 * @type: a kind of event
 *
 * Returns: what events of kind @type do with money, 0 for nothing
 */
LairEventMoney
lair_event_money (LairEventType type)
{
  switch (type)
    {
    case LAIR_EVENT_GEMS_FOUND:
    case LAIR_EVENT_GOLD_FOUND:
    case LAIR_EVENT_COINS_FOUND:
    case LAIR_EVENT_TOLL_GIFT:
    case LAIR_EVENT_QUEEN_PAID:
    case LAIR_EVENT_SUN_MOON:
    case LAIR_EVENT_MONTE:
    case LAIR_EVENT_SPIDER:
    case LAIR_EVENT_CHANGELING_STOLE:
    case LAIR_EVENT_TOLL_PAID:
    case LAIR_EVENT_DUNGEON_FINISHED:
      return LAIR_EVENT_MONEY_IN_OUT;

    /* the bank and the Devil pay straight into the chest */
    case LAIR_EVENT_BANKED:
    case LAIR_EVENT_DEAL:
      return LAIR_EVENT_MONEY_IN_OUT | LAIR_EVENT_MONEY_CHEST;

    /* from the hand or the floor, already in the game */
    case LAIR_EVENT_SEAT_LEFT:
    case LAIR_EVENT_COINS_SHARED:
      return LAIR_EVENT_MONEY_CHEST;

    case LAIR_EVENT_GAME_STARTED:
    case LAIR_EVENT_DUNGEON_BUILT:
    case LAIR_EVENT_ROOM_ENTERED:
    case LAIR_EVENT_BATS:
    case LAIR_EVENT_GEMS_SHARED:
    case LAIR_EVENT_SCOUT_REPORT:
    case LAIR_EVENT_DECISION:
    case LAIR_EVENT_CHOICE:
    case LAIR_EVENT_LEAVERS:
    case LAIR_EVENT_MUSHROOM:
    case LAIR_EVENT_CARRY:
    case LAIR_EVENT_BRAVERY:
    case LAIR_EVENT_GAME_FINISHED:
      return 0;

    case LAIR_N_EVENTS:
    default:
      break;
    }
  g_return_val_if_reached (0);
}
