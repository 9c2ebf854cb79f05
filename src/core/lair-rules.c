/* lair-rules.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "lair-rules.h"

/**
 * lair_rules_gem_count:
 * @bravery: the bravery on entering the room
 * @level: the room's level, 0–14
 *
 * clamp (1 + round (B·(0.29 − 0.012·B)·(L + 1)), 1, 25) with B the bravery
 * but never below 2, rounded half away from zero. Computed in thousandths
 * so that no floating-point error can move a value across a half.
 */
gint
lair_rules_gem_count (gint bravery,
                      gint level)
{
  gint b = MAX (bravery, 2);
  gint v = b * (290 - 12 * b) * (level + 1);
  gint r = v >= 0 ? (v + 500) / 1000 : -((-v + 500) / 1000);

  return CLAMP (1 + r, 1, 25);
}

/**
 * lair_rules_gem_table:
 *
 * Returns: lair_rules_gem_count() for every bravery 0–9 (the rows) and
 * level 0–14, worked out once
 */
const guint8 *
lair_rules_gem_table (void)
{
  static guint8 table[(LAIR_MAX_PLAYERS + 1) * LAIR_N_GEM_ROOMS];
  static gsize ready = 0;

  if (g_once_init_enter (&ready))
    {
      for (gint b = 0; b <= LAIR_MAX_PLAYERS; b++)
        for (gint level = 0; level < LAIR_N_GEM_ROOMS; level++)
          table[b * LAIR_N_GEM_ROOMS + level] = (guint8) lair_rules_gem_count (b, level);
      g_once_init_leave (&ready, 1);
    }
  return table;
}

/**
 * lair_rules_gem_level_sums:
 *
 * Returns: for every bravery 0–9, the gems of the fifteen gem rooms of
 * levels 0–14 together, worked out once
 */
const gint *
lair_rules_gem_level_sums (void)
{
  static gint sums[LAIR_MAX_PLAYERS + 1];
  static gsize ready = 0;

  if (g_once_init_enter (&ready))
    {
      for (gint b = 0; b <= LAIR_MAX_PLAYERS; b++)
        for (gint level = 0; level < LAIR_N_GEM_ROOMS; level++)
          sums[b] += lair_rules_gem_count (b, level);
      g_once_init_leave (&ready, 1);
    }
  return sums;
}

/* 1 (small), 2 (medium) or 3 (large) by the bars already in chests. */
gint
lair_rules_gold_size (gint bars_in_chests)
{
  if (bars_in_chests < 3)
    return 1;
  if (bars_in_chests < 6)
    return 2;
  return 3;
}

gint
lair_rules_gold_value (gint  bars_in_chests,
                       guint n_players)
{
  return lair_rules_gold_size (bars_in_chests) * (gint) MIN (n_players, 6);
}

static const guint8 warning_table[LAIR_N_DUNGEONS][LAIR_N_WARNING_TYPES] = {
  { 3, 3, 3, 3, 0 },
  { 2, 3, 3, 3, 3 },
  { 2, 2, 3, 3, 0 },
  { 2, 2, 2, 3, 3 },
  { 2, 2, 2, 2, 0 },
};

/* The number of warnings of @type (1–5) in dungeon @dungeon (0–4). */
guint
lair_rules_warning_count (guint dungeon,
                          guint type)
{
  g_return_val_if_fail (dungeon < LAIR_N_DUNGEONS, 0);
  g_return_val_if_fail (type >= 1 && type <= LAIR_N_WARNING_TYPES, 0);
  return warning_table[dungeon][type - 1];
}

/* Parts are numbered from 1. */
gint
lair_rules_toll (guint part)
{
  return part <= 1 ? 4 : part == 2 ? 3 : 2;
}

gint
lair_rules_sun_moon_amount (guint part)
{
  return 2 * (gint) CLAMP (part, 1, 3);
}

/* The cards before the shuffle: Win 2, Win 1, then Push / Lose 2 / Lose 4. */
void
lair_rules_monte_cards (guint part,
                        gint  cards[3])
{
  cards[0] = 2;
  cards[1] = 1;
  cards[2] = part <= 1 ? 0 : part == 2 ? -2 : -4;
}

gint
lair_rules_scout_range (guint part)
{
  return part <= 1 ? 8 : part == 2 ? 5 : 2;
}

/* N′ = min (N, 6): the smaller coin room holds N′, the other 2N′. */
gint
lair_rules_sphinx_coins (guint n_players)
{
  return (gint) MIN (n_players, 6);
}

gint
lair_rules_bank_gems (LairChoice choice)
{
  switch ((int) choice)
    {
    case LAIR_CHOICE_BANK4:
      return 4;
    case LAIR_CHOICE_BANK8:
      return 8;
    case LAIR_CHOICE_BANK12:
      return 12;
    default:
      return 0;
    }
}

gint
lair_rules_deal_rooms (LairChoice choice)
{
  switch ((int) choice)
    {
    case LAIR_CHOICE_DEAL3:
      return 3;
    case LAIR_CHOICE_DEAL4:
      return 4;
    case LAIR_CHOICE_DEAL5:
      return 5;
    default:
      return 0;
    }
}

gint
lair_rules_deal_cash (LairChoice choice)
{
  gint rooms = lair_rules_deal_rooms (choice);

  return rooms ? rooms - 2 : 0;
}

/**
 * lair_rules_split:
 * @amount: gems or coins to share
 * @shares: the shares of each receiver (4 for a regular size)
 * @n: how many receivers
 * @out: (out): what each receiver gets
 * @remainder: (out): what stays on the floor
 *
 * Each receiver gets floor (amount · shares_i / Σshares).
 */
void
lair_rules_split (gint         amount,
                  const gint  *shares,
                  guint        n,
                  gint        *out,
                  gint        *remainder)
{
  gint total = 0;
  gint given = 0;

  for (guint i = 0; i < n; i++)
    total += shares[i];

  for (guint i = 0; i < n; i++)
    {
      out[i] = total > 0 ? amount * shares[i] / total : 0;
      given += out[i];
    }
  *remainder = amount - given;
}

