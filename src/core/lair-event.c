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
