/* lair-words-summary.h — the end of a dungeon, in words
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "lair-dungeon-report.h"

G_BEGIN_DECLS

char *lair_words_money            (gint               amount);
char *lair_words_money_total      (double             amount,
                                   guint              decimals);
char *lair_words_banked           (gint               amount);
char *lair_words_gems             (gint               gems);
char *lair_words_take             (gint               gems,
                                   gint               bars,
                                   gint               bars_value,
                                   gint               coins);
char *lair_words_exit             (LairDungeonReport *report,
                                   guint              player);
char *lair_words_summary_row      (LairDungeonReport *report,
                                   guint              player,
                                   const char        *name);
char *lair_words_adventure_totals (LairDungeonReport *report);

G_END_DECLS
