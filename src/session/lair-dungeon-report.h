/* lair-dungeon-report.h — what one dungeon came to, seat by seat
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "lair-event.h"

G_BEGIN_DECLS

/**
 * LairDungeonExit:
 * @LAIR_DUNGEON_EXIT_INSIDE: still inside, or the dungeon was not seen
 * @LAIR_DUNGEON_EXIT_LEFT: left on a decision with what it carried
 * @LAIR_DUNGEON_EXIT_SCARED: the spider scared it out of its lair
 * @LAIR_DUNGEON_EXIT_EXHAUSTED: left with everybody still inside when
 *   the rooms ran out
 *
 * How a seat came out of a dungeon.
 */
typedef enum {
  LAIR_DUNGEON_EXIT_INSIDE,
  LAIR_DUNGEON_EXIT_LEFT,
  LAIR_DUNGEON_EXIT_SCARED,
  LAIR_DUNGEON_EXIT_EXHAUSTED,
} LairDungeonExit;

/**
 * LairAdventureTotals:
 * @adventure: the dungeon's adventure
 * @tolls: Ferryman: tolls paid
 * @toll_gems: Ferryman: the gems of all of them
 * @toll_size: Ferryman: the gems of each when all were the same, else 0
 * @exchanges: Banker: exchanges made
 * @exchanged_gems: Banker: the gems handed over
 * @exchange_cash: Banker: the cash they brought; the Banker's profit is
 *   @exchanged_gems less @exchange_cash
 * @sun_standers: Sun and Moon: seats that stood on the Sun
 * @moon_standers: Sun and Moon: seats that stood on the Moon
 * @sun_moon_net: Sun and Moon: what all the hands gained (less if lost)
 * @monte_wins: Three Card Monte: cards picked that pay
 * @monte_losses: Three Card Monte: cards picked that cost
 * @monte_evens: Three Card Monte: cards picked that neither pay nor cost
 * @monte_net: Three Card Monte: what all the hands gained (less if lost)
 * @sphinx_coins: Sphinx: coins into the chests, shared on the way and
 *   taken out of the branches on leaving
 * @scout_reports: Spider Scout: reports heard
 * @mushrooms_eaten: Mushroom: bites taken
 * @spiders_killed: Used Poison Bottle: dead spiders entered
 * @deals: Devil: deals made
 * @deal_cash: Devil: the cash they brought
 * @carried: Little People: people picked up
 * @queens_paid: Little People: gems the Queens paid
 * @changelings_stole: Little People: gems the Changelings stole
 *
 * What the dungeon's adventure came to, for every seat together. Only
 * the members of @adventure are meaningful.
 */
typedef struct {
  LairAdventure adventure;
  gint tolls;
  gint toll_gems;
  gint toll_size;
  gint exchanges;
  gint exchanged_gems;
  gint exchange_cash;
  gint sun_standers;
  gint moon_standers;
  gint sun_moon_net;
  gint monte_wins;
  gint monte_losses;
  gint monte_evens;
  gint monte_net;
  gint sphinx_coins;
  gint scout_reports;
  gint mushrooms_eaten;
  gint spiders_killed;
  gint deals;
  gint deal_cash;
  gint carried;
  gint queens_paid;
  gint changelings_stole;
} LairAdventureTotals;

/* lair_dungeon_report_new() follows whichever dungeon was built last */
#define LAIR_DUNGEON_REPORT_LATEST (-1)

#define LAIR_TYPE_DUNGEON_REPORT (lair_dungeon_report_get_type ())

G_DECLARE_FINAL_TYPE (LairDungeonReport, lair_dungeon_report, LAIR, DUNGEON_REPORT, GObject)

LairDungeonReport *lair_dungeon_report_new           (guint              n_players);
LairDungeonReport *lair_dungeon_report_new_for_dungeon (guint            n_players,
                                                      gint               dungeon);
void               lair_dungeon_report_add_event     (LairDungeonReport *self,
                                                      const LairEvent   *event);
void               lair_dungeon_report_add_event_cb  (const LairEvent   *event,
                                                      gpointer           self);
void               lair_dungeon_report_set_chest_before (LairDungeonReport *self,
                                                      guint              player,
                                                      gint               chest);

guint              lair_dungeon_report_get_n_players (LairDungeonReport *self);
gint               lair_dungeon_report_get_dungeon   (LairDungeonReport *self);
gboolean           lair_dungeon_report_get_finished  (LairDungeonReport *self);
LairAdventure      lair_dungeon_report_get_adventure (LairDungeonReport *self);
const LairAdventureTotals *lair_dungeon_report_get_totals (LairDungeonReport *self);

LairDungeonExit    lair_dungeon_report_get_exit      (LairDungeonReport *self,
                                                      guint              player);
gint               lair_dungeon_report_get_exit_room (LairDungeonReport *self,
                                                      guint              player);
gint               lair_dungeon_report_get_gems      (LairDungeonReport *self,
                                                      guint              player);
gint               lair_dungeon_report_get_bars      (LairDungeonReport *self,
                                                      guint              player);
gint               lair_dungeon_report_get_bars_value (LairDungeonReport *self,
                                                      guint              player);
gint               lair_dungeon_report_get_coins     (LairDungeonReport *self,
                                                      guint              player);
gint               lair_dungeon_report_get_lost      (LairDungeonReport *self,
                                                      guint              player);
gint               lair_dungeon_report_get_banked    (LairDungeonReport *self,
                                                      guint              player);
gint               lair_dungeon_report_get_chest_before (LairDungeonReport *self,
                                                      guint              player);
gint               lair_dungeon_report_get_chest     (LairDungeonReport *self,
                                                      guint              player);

G_END_DECLS
