/* lair-dungeon-report.c — what one dungeon came to, seat by seat
 *
 * A report listens to the core's events and keeps what the end of a
 * dungeon shows: how each seat came out, the money it put into its chest
 * in that dungeon, its chest after it, and what the adventure came to.
 * It is fed every event of a game, from the game's start, and keeps one
 * dungeon: the one it was made for, or the last one built. A caller that
 * wants every dungeon keeps one report per dungeon and feeds them all.
 *
 * The chests are followed from the start of the game; a report that only
 * sees part of a game is told the chests before its dungeon with
 * lair_dungeon_report_set_chest_before().
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "lair-dungeon-report.h"

typedef struct {
  LairDungeonExit exit;
  gint room;
  gint gems;
  gint bars;
  gint bars_value;
  gint coins;
  gint lost;
  gint banked;
  gint chest_before;
  gint running;       /* the chest, followed through the whole game */
} Player;

struct _LairDungeonReport
{
  GObject parent_instance;

  guint n_players;
  gint wanted;        /* a dungeon from 0, or LAIR_DUNGEON_REPORT_LATEST */
  gint dungeon;       /* the dungeon kept, -1 before it was built */
  gboolean active;    /* the events now are of the dungeon kept */
  gboolean finished;
  gint room;          /* the last room entered */
  gboolean uneven_tolls;
  LairAdventureTotals totals;
  Player players[LAIR_MAX_PLAYERS];
};

G_DEFINE_FINAL_TYPE (LairDungeonReport, lair_dungeon_report, G_TYPE_OBJECT)

static void
lair_dungeon_report_class_init (LairDungeonReportClass *klass)
{
}

static void
lair_dungeon_report_init (LairDungeonReport *self)
{
  self->dungeon = -1;
  self->wanted = LAIR_DUNGEON_REPORT_LATEST;
}

/**
 * lair_dungeon_report_new:
 * @n_players: the players of the game, 1–9
 *
 * A report of the last dungeon built among the events it is fed.
 *
 * Returns: (transfer full): a new report
 */
LairDungeonReport *
lair_dungeon_report_new (guint n_players)
{
  return lair_dungeon_report_new_for_dungeon (n_players, LAIR_DUNGEON_REPORT_LATEST);
}

/**
 * lair_dungeon_report_new_for_dungeon:
 * @n_players: the players of the game, 1–9
 * @dungeon: the dungeon to keep, from 0, or %LAIR_DUNGEON_REPORT_LATEST
 *
 * A report of one dungeon of a game, fed every event of the game.
 *
 * Returns: (transfer full): a new report
 */
LairDungeonReport *
lair_dungeon_report_new_for_dungeon (guint n_players,
                                     gint  dungeon)
{
  LairDungeonReport *self;

  g_return_val_if_fail (n_players >= 1 && n_players <= LAIR_MAX_PLAYERS, NULL);
  g_return_val_if_fail (dungeon >= LAIR_DUNGEON_REPORT_LATEST && dungeon < LAIR_N_DUNGEONS, NULL);

  self = g_object_new (LAIR_TYPE_DUNGEON_REPORT, NULL);
  self->n_players = n_players;
  self->wanted = dungeon;
  return self;
}

static void
begin_dungeon (LairDungeonReport *self,
               const LairEvent   *event)
{
  self->dungeon = event->dungeon_built.dungeon;
  self->active = TRUE;
  self->finished = FALSE;
  self->room = 0;
  self->uneven_tolls = FALSE;
  memset (&self->totals, 0, sizeof self->totals);
  self->totals.adventure = event->dungeon_built.adventure;
  for (guint i = 0; i < self->n_players; i++)
    {
      Player *p = &self->players[i];
      gint running = p->running;

      memset (p, 0, sizeof *p);
      p->running = running;
      p->chest_before = running;
    }
}

/* Money into a seat's chest */
static void
bank (LairDungeonReport *self,
      Player            *p,
      gint               amount)
{
  p->running += amount;
  if (self->active)
    p->banked += amount;
}

/**
 * lair_dungeon_report_add_event:
 * @self: a #LairDungeonReport
 * @event: the next event of the game
 *
 * Takes in one event. Feed it every event of the game, in order, from
 * %LAIR_EVENT_GAME_STARTED on.
 */
void
lair_dungeon_report_add_event (LairDungeonReport *self,
                               const LairEvent   *event)
{
  LairAdventureTotals *t;
  Player *p = NULL;

  g_return_if_fail (LAIR_IS_DUNGEON_REPORT (self));
  g_return_if_fail (event != NULL);

  if (event->seat >= 0)
    {
      if ((guint) event->seat >= self->n_players)
        return;
      p = &self->players[event->seat];
    }
  t = &self->totals;

  switch (event->type)
    {
    case LAIR_EVENT_GAME_STARTED:
      for (guint i = 0; i < self->n_players; i++)
        self->players[i].running = 0;
      return;

    case LAIR_EVENT_DUNGEON_BUILT:
      if (self->wanted == LAIR_DUNGEON_REPORT_LATEST || self->wanted == event->dungeon_built.dungeon)
        begin_dungeon (self, event);
      else
        self->active = FALSE;
      return;

    /* money into the chests, in any dungeon, to follow them */
    case LAIR_EVENT_SEAT_LEFT:
      if (p == NULL)
        return;
      bank (self, p, event->seat_left.gems + event->seat_left.bars_value + event->seat_left.coins);
      if (!self->active)
        return;
      p->exit = (event->seat_left.flags & LAIR_LEAVE_EXHAUSTED) ? LAIR_DUNGEON_EXIT_EXHAUSTED
                                                                : LAIR_DUNGEON_EXIT_LEFT;
      p->room = event->seat_left.room;
      p->gems = event->seat_left.gems;
      p->bars = event->seat_left.bars;
      p->bars_value = event->seat_left.bars_value;
      p->coins = event->seat_left.coins;
      t->sphinx_coins += event->seat_left.coins;
      return;

    case LAIR_EVENT_BANKED:
      if (p == NULL)
        return;
      bank (self, p, event->banked.cash);
      if (!self->active)
        return;
      t->exchanges++;
      t->exchanged_gems += event->banked.gems;
      t->exchange_cash += event->banked.cash;
      return;

    case LAIR_EVENT_DEAL:
      if (p == NULL)
        return;
      bank (self, p, event->deal.cash);
      if (!self->active)
        return;
      t->deals++;
      t->deal_cash += event->deal.cash;
      return;

    case LAIR_EVENT_COINS_SHARED:
      if (p == NULL)
        return;
      bank (self, p, event->coins_shared.coins);
      if (self->active)
        t->sphinx_coins += event->coins_shared.coins;
      return;

    case LAIR_EVENT_ROOM_ENTERED:
    case LAIR_EVENT_BATS:
    case LAIR_EVENT_QUEEN_PAID:
    case LAIR_EVENT_GEMS_FOUND:
    case LAIR_EVENT_GEMS_SHARED:
    case LAIR_EVENT_GOLD_FOUND:
    case LAIR_EVENT_TOLL_GIFT:
    case LAIR_EVENT_CHANGELING_STOLE:
    case LAIR_EVENT_SCOUT_REPORT:
    case LAIR_EVENT_DECISION:
    case LAIR_EVENT_CHOICE:
    case LAIR_EVENT_LEAVERS:
    case LAIR_EVENT_SUN_MOON:
    case LAIR_EVENT_MONTE:
    case LAIR_EVENT_TOLL_PAID:
    case LAIR_EVENT_COINS_FOUND:
    case LAIR_EVENT_MUSHROOM:
    case LAIR_EVENT_CARRY:
    case LAIR_EVENT_SPIDER:
    case LAIR_EVENT_BRAVERY:
    case LAIR_EVENT_DUNGEON_FINISHED:
    case LAIR_EVENT_GAME_FINISHED:
    case LAIR_N_EVENTS:
    default:
      break;
    }

  /* the rest only tells the dungeon kept */
  if (!self->active)
    return;

  switch (event->type)
    {
    case LAIR_EVENT_ROOM_ENTERED:
      self->room = event->room_entered.number;
      break;

    case LAIR_EVENT_QUEEN_PAID:
      t->queens_paid += event->queen_paid.gems;
      break;

    case LAIR_EVENT_CHANGELING_STOLE:
      t->changelings_stole += event->changeling_stole.gems;
      break;

    case LAIR_EVENT_SCOUT_REPORT:
      t->scout_reports++;
      break;

    case LAIR_EVENT_SUN_MOON:
      if (event->sun_moon.choice == LAIR_CHOICE_SUN)
        t->sun_standers++;
      else
        t->moon_standers++;
      t->sun_moon_net += event->sun_moon.change;
      break;

    case LAIR_EVENT_MONTE:
      if (event->monte.card > 0)
        t->monte_wins++;
      else if (event->monte.card < 0)
        t->monte_losses++;
      else
        t->monte_evens++;
      t->monte_net += event->monte.change;
      break;

    case LAIR_EVENT_TOLL_PAID:
      if (t->tolls > 0 && event->toll_paid.gems != t->toll_size)
        self->uneven_tolls = TRUE;
      t->tolls++;
      t->toll_gems += event->toll_paid.gems;
      t->toll_size = self->uneven_tolls ? 0 : event->toll_paid.gems;
      break;

    case LAIR_EVENT_MUSHROOM:
      t->mushrooms_eaten += event->mushroom.ate;
      break;

    case LAIR_EVENT_CARRY:
      t->carried++;
      break;

    case LAIR_EVENT_SPIDER:
      if (p == NULL)
        break;
      p->exit = LAIR_DUNGEON_EXIT_SCARED;
      p->room = self->room;
      p->lost = event->spider.gems;
      break;

    case LAIR_EVENT_DUNGEON_FINISHED:
      self->finished = TRUE;
      t->spiders_killed = event->dungeon_finished.dead_spiders;
      break;

    case LAIR_EVENT_GAME_STARTED:
    case LAIR_EVENT_DUNGEON_BUILT:
    case LAIR_EVENT_BATS:
    case LAIR_EVENT_GEMS_FOUND:
    case LAIR_EVENT_GEMS_SHARED:
    case LAIR_EVENT_GOLD_FOUND:
    case LAIR_EVENT_TOLL_GIFT:
    case LAIR_EVENT_DECISION:
    case LAIR_EVENT_CHOICE:
    case LAIR_EVENT_LEAVERS:
    case LAIR_EVENT_SEAT_LEFT:
    case LAIR_EVENT_BANKED:
    case LAIR_EVENT_COINS_FOUND:
    case LAIR_EVENT_COINS_SHARED:
    case LAIR_EVENT_DEAL:
    case LAIR_EVENT_BRAVERY:
    case LAIR_EVENT_GAME_FINISHED:
    case LAIR_N_EVENTS:
    default:
      break;
    }
}

/**
 * lair_dungeon_report_add_event_cb:
 * @event: the next event of the game
 * @self: (type LairDungeonReport): a report
 *
 * lair_dungeon_report_add_event() as a #LairEventFunc, to give to the
 * core or to lair_playback_play().
 */
void
lair_dungeon_report_add_event_cb (const LairEvent *event,
                                  gpointer         self)
{
  lair_dungeon_report_add_event (self, event);
}

/**
 * lair_dungeon_report_set_chest_before:
 * @self: a #LairDungeonReport
 * @player: a player, from 0
 * @chest: its chest before the dungeon
 *
 * Tells a report that did not see the game from its start what a chest
 * held before the dungeon; the chest after it follows.
 */
void
lair_dungeon_report_set_chest_before (LairDungeonReport *self,
                                      guint              player,
                                      gint               chest)
{
  Player *p;

  g_return_if_fail (LAIR_IS_DUNGEON_REPORT (self));
  g_return_if_fail (player < self->n_players);

  p = &self->players[player];
  p->chest_before = chest;
  p->running = chest + p->banked;
}

/**
 * lair_dungeon_report_get_n_players:
 * @self: a #LairDungeonReport
 *
 * Returns: the players of the game
 */
guint
lair_dungeon_report_get_n_players (LairDungeonReport *self)
{
  g_return_val_if_fail (LAIR_IS_DUNGEON_REPORT (self), 0);

  return self->n_players;
}

/**
 * lair_dungeon_report_get_dungeon:
 * @self: a #LairDungeonReport
 *
 * Returns: the dungeon reported, from 0, or -1 before it was built
 */
gint
lair_dungeon_report_get_dungeon (LairDungeonReport *self)
{
  g_return_val_if_fail (LAIR_IS_DUNGEON_REPORT (self), -1);

  return self->dungeon;
}

/**
 * lair_dungeon_report_get_finished:
 * @self: a #LairDungeonReport
 *
 * Returns: whether the dungeon reported is over
 */
gboolean
lair_dungeon_report_get_finished (LairDungeonReport *self)
{
  g_return_val_if_fail (LAIR_IS_DUNGEON_REPORT (self), FALSE);

  return self->finished;
}

/**
 * lair_dungeon_report_get_adventure:
 * @self: a #LairDungeonReport
 *
 * Returns: the adventure of the dungeon reported
 */
LairAdventure
lair_dungeon_report_get_adventure (LairDungeonReport *self)
{
  g_return_val_if_fail (LAIR_IS_DUNGEON_REPORT (self), LAIR_ADVENTURE_BANKER);

  return self->totals.adventure;
}

/**
 * lair_dungeon_report_get_totals:
 * @self: a #LairDungeonReport
 *
 * Returns: (transfer none): what the adventure came to so far
 */
const LairAdventureTotals *
lair_dungeon_report_get_totals (LairDungeonReport *self)
{
  g_return_val_if_fail (LAIR_IS_DUNGEON_REPORT (self), NULL);

  return &self->totals;
}

static const Player *
get_player (LairDungeonReport *self,
            guint              player)
{
  static const Player none = { 0 };

  g_return_val_if_fail (LAIR_IS_DUNGEON_REPORT (self), &none);
  g_return_val_if_fail (player < self->n_players, &none);

  return &self->players[player];
}

/**
 * lair_dungeon_report_get_exit:
 * @self: a #LairDungeonReport
 * @player: a player, from 0
 *
 * Returns: how @player came out of the dungeon
 */
LairDungeonExit
lair_dungeon_report_get_exit (LairDungeonReport *self,
                              guint              player)
{
  return get_player (self, player)->exit;
}

/**
 * lair_dungeon_report_get_exit_room:
 * @self: a #LairDungeonReport
 * @player: a player, from 0
 *
 * Returns: the room @player left from or was scared out of, 0 while inside
 */
gint
lair_dungeon_report_get_exit_room (LairDungeonReport *self,
                                   guint              player)
{
  return get_player (self, player)->room;
}

/**
 * lair_dungeon_report_get_gems:
 * @self: a #LairDungeonReport
 * @player: a player, from 0
 *
 * Returns: the gems @player took out, its hand and its floor share
 */
gint
lair_dungeon_report_get_gems (LairDungeonReport *self,
                              guint              player)
{
  return get_player (self, player)->gems;
}

/**
 * lair_dungeon_report_get_bars:
 * @self: a #LairDungeonReport
 * @player: a player, from 0
 *
 * Returns: the gold bars @player took out
 */
gint
lair_dungeon_report_get_bars (LairDungeonReport *self,
                              guint              player)
{
  return get_player (self, player)->bars;
}

/**
 * lair_dungeon_report_get_bars_value:
 * @self: a #LairDungeonReport
 * @player: a player, from 0
 *
 * Returns: what the gold bars @player took out are worth
 */
gint
lair_dungeon_report_get_bars_value (LairDungeonReport *self,
                                    guint              player)
{
  return get_player (self, player)->bars_value;
}

/**
 * lair_dungeon_report_get_coins:
 * @self: a #LairDungeonReport
 * @player: a player, from 0
 *
 * Returns: the Sphinx coins @player picked up from the branches on leaving
 */
gint
lair_dungeon_report_get_coins (LairDungeonReport *self,
                               guint              player)
{
  return get_player (self, player)->coins;
}

/**
 * lair_dungeon_report_get_lost:
 * @self: a #LairDungeonReport
 * @player: a player, from 0
 *
 * Returns: the gems the spider took from @player
 */
gint
lair_dungeon_report_get_lost (LairDungeonReport *self,
                              guint              player)
{
  return get_player (self, player)->lost;
}

/**
 * lair_dungeon_report_get_banked:
 * @self: a #LairDungeonReport
 * @player: a player, from 0
 *
 * Returns: all the money @player put into its chest in the dungeon: its
 *   take on leaving, the Banker's and the Devil's cash, Sphinx coins
 */
gint
lair_dungeon_report_get_banked (LairDungeonReport *self,
                                guint              player)
{
  return get_player (self, player)->banked;
}

/**
 * lair_dungeon_report_get_chest_before:
 * @self: a #LairDungeonReport
 * @player: a player, from 0
 *
 * Returns: @player's chest before the dungeon
 */
gint
lair_dungeon_report_get_chest_before (LairDungeonReport *self,
                                      guint              player)
{
  return get_player (self, player)->chest_before;
}

/**
 * lair_dungeon_report_get_chest:
 * @self: a #LairDungeonReport
 * @player: a player, from 0
 *
 * Returns: @player's chest after the dungeon (so far, while it lasts)
 */
gint
lair_dungeon_report_get_chest (LairDungeonReport *self,
                               guint              player)
{
  const Player *p = get_player (self, player);

  return p->chest_before + p->banked;
}
