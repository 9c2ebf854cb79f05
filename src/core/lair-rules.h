/* lair-rules.h — the design's formulas, each a pure function
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "lair-types.h"

G_BEGIN_DECLS

gint   lair_rules_gem_count          (gint     bravery,
                                      gint     level);
const guint8 *lair_rules_gem_table  (void);
const gint   *lair_rules_gem_level_sums (void);
gint   lair_rules_gold_size          (gint     bars_in_chests);
gint   lair_rules_gold_value         (gint     bars_in_chests,
                                      guint    n_players);
guint  lair_rules_warning_count      (guint    dungeon,
                                      guint    type);
gint   lair_rules_toll               (guint    part);
gint   lair_rules_sun_moon_amount    (guint    part);
void   lair_rules_monte_cards        (guint    part,
                                      gint     cards[3]);
gint   lair_rules_scout_range        (guint    part);
gint   lair_rules_sphinx_coins       (guint    n_players);
gint   lair_rules_bank_gems          (LairChoice choice);
gint   lair_rules_deal_rooms         (LairChoice choice);
gint   lair_rules_deal_cash          (LairChoice choice);
void   lair_rules_split              (gint         amount,
                                      const gint  *shares,
                                      guint        n,
                                      gint        *out,
                                      gint        *remainder);

/* How much the bravery drops when @n_leavers leave on one decision
 * (inline: every decision asks). */
static inline gint
lair_rules_bravery_drop (guint n_leavers,
                         guint n_players)
{
  if (n_leavers == 1)
    return 1;
  if (n_leavers == 2 && n_players >= 7)
    return 1;
  return 0;
}

/* Whether exactly one bit of @x is set: one option left. */
static inline gboolean
lair_single_bit (guint32 x)
{
  return x != 0 && (x & (x - 1)) == 0;
}

static inline guint
lair_popcount (guint32 x)
{
  x = x - ((x >> 1) & 0x55555555u);
  x = (x & 0x33333333u) + ((x >> 2) & 0x33333333u);
  return (((x + (x >> 4)) & 0x0f0f0f0fu) * 0x01010101u) >> 24;
}

G_END_DECLS
