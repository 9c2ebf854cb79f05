/* lair-check.h — the conservation invariants of a game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "lair-event.h"
#include "lair-game.h"
#include "lair-record.h"

G_BEGIN_DECLS

#define LAIR_CHECK_ERROR (lair_check_error_quark ())
GQuark lair_check_error_quark (void);

/* Every gem, coin and dollar that enters a game, and everywhere it goes
 * that is not a hand, a chest, the floor or a Sphinx branch. */
typedef struct {
  gint64 found;          /* gem rooms, gold bars, Sphinx coins */
  gint64 gifts;          /* Ferryman gifts, Queens */
  gint64 winnings;       /* Sun & Moon and Monte wins */
  gint64 cash;           /* the devil's and the banker's cash */
  gint64 spider;
  gint64 banker;         /* gems given to the banker */
  gint64 losses;         /* Sun & Moon and Monte losses */
  gint64 changelings;
  gint64 tolls;
  gint64 left_behind;    /* on the floor and in branches when a dungeon ends */
} LairLedger;

void     lair_ledger_event (const LairEvent *event,
                            gpointer         ledger);
gboolean lair_ledger_check (const LairLedger *ledger,
                            const LairGame   *game,
                            GError          **error);

/* What a simulation keeps of each game it plays: the record of its
 * events, and with @check the books and the checks of every checkpoint
 * (each decision, the end of each dungeon and of the game). */
typedef struct {
  LairGame *game;
  LairGameRecord record;
  LairLedger ledger;
  gboolean check;
  guint n_checks;        /* checkpoints of the game so far */
  GError *error;         /* the first invariant broken, or NULL */
} LairWatch;

void     lair_watch_init   (LairWatch *watch,
                            LairGame  *game,
                            gboolean   check);
void     lair_watch_begin  (LairWatch *watch);
void     lair_watch_clear  (LairWatch *watch);

G_END_DECLS
