/* lair-dungeon.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "lair-dungeon.h"
#include "lair-rules.h"

#include <string.h>

static void
swap_rooms (LairRoom *a,
            LairRoom *b)
{
  LairRoom t = *a;

  *a = *b;
  *b = t;
}

/**
 * lair_adventures_choose:
 * @usage: how often each adventure was used
 * @rng: the setup stream
 * @out: (out): the adventures of dungeons 1–5
 *
 * The least-used adventures first, ties broken at random (a shuffle of all
 * ten, then a stable sort by usage), then the five chosen are shuffled into
 * dungeon order.
 */
void
lair_adventures_choose (const gint     usage[LAIR_N_ADVENTURES],
                        LairRng       *rng,
                        LairAdventure  out[LAIR_N_DUNGEONS])
{
  LairAdventure order[LAIR_N_ADVENTURES];

  for (guint i = 0; i < LAIR_N_ADVENTURES; i++)
    order[i] = i;
  for (guint i = LAIR_N_ADVENTURES - 1; i > 0; i--)
    {
      guint j = lair_rng_below (rng, i + 1);
      LairAdventure t = order[i];

      order[i] = order[j];
      order[j] = t;
    }

  /* insertion sort is stable */
  for (guint i = 1; i < LAIR_N_ADVENTURES; i++)
    {
      LairAdventure a = order[i];
      guint j = i;

      while (j > 0 && usage[order[j - 1]] > usage[a])
        {
          order[j] = order[j - 1];
          j--;
        }
      order[j] = a;
    }

  for (guint i = 0; i < LAIR_N_DUNGEONS; i++)
    out[i] = order[i];
  for (guint i = LAIR_N_DUNGEONS - 1; i > 0; i--)
    {
      guint j = lair_rng_below (rng, i + 1);
      LairAdventure t = out[i];

      out[i] = out[j];
      out[j] = t;
    }
}

/**
 * lair_usage_update:
 * @usage: the counts
 * @adventure: the adventure of the dungeon just built
 * @used: whether one of its rooms lies before the lair
 *
 * Counts the adventure as used, then once every adventure has been used at
 * least once takes one from every count.
 */
void
lair_usage_update (gint          usage[LAIR_N_ADVENTURES],
                   LairAdventure adventure,
                   gboolean      used)
{
  if (used)
    usage[adventure]++;

  for (guint i = 0; i < LAIR_N_ADVENTURES; i++)
    if (usage[i] < 1)
      return;

  for (guint i = 0; i < LAIR_N_ADVENTURES; i++)
    usage[i]--;
}

/* The unshuffled room set, in a fixed order: gems by level, gold bars,
 * warnings by type, adventure rooms. */
guint
lair_dungeon_fill (LairRoom      *rooms,
                   guint          dungeon,
                   gint           gold_bars,
                   LairAdventure  adventure)
{
  guint n = 0;

  for (guint level = 0; level < LAIR_N_GEM_ROOMS; level++)
    rooms[n++] = (LairRoom) { .kind = LAIR_ROOM_GEMS, .arg = level };
  for (gint i = 0; i < gold_bars && n < LAIR_MAX_ROOMS; i++)
    rooms[n++] = (LairRoom) { .kind = LAIR_ROOM_GOLD };
  for (guint type = 1; type <= LAIR_N_WARNING_TYPES; type++)
    for (guint i = 0; i < lair_rules_warning_count (dungeon, type); i++)
      rooms[n++] = (LairRoom) { .kind = LAIR_ROOM_WARNING, .arg = type };
  for (guint i = 0; i < lair_adventure_n_rooms (adventure); i++)
    rooms[n++] = (LairRoom) { .kind = LAIR_ROOM_ADVENTURE, .adventure = adventure };

  g_assert (n <= LAIR_MAX_ROOMS);
  return n;
}

void
lair_dungeon_shuffle (LairRoom *rooms,
                      guint     n_rooms,
                      LairRng  *rng)
{
  for (guint i = n_rooms - 1; i > 0; i--)
    swap_rooms (&rooms[i], &rooms[lair_rng_below (rng, i + 1)]);
}

/* Three forward passes over positions 2…n, each moving a non-Banker
 * adventure one place up. */
void
lair_dungeon_bubble (LairRoom *rooms,
                     guint     n_rooms)
{
  for (guint pass = 0; pass < 3; pass++)
    for (guint i = 1; i < n_rooms; i++)
      if (rooms[i].kind == LAIR_ROOM_ADVENTURE &&
          rooms[i].adventure != LAIR_ADVENTURE_BANKER)
        swap_rooms (&rooms[i], &rooms[i - 1]);
}

/* The rooms of lair_dungeon_fill() as one byte each while they are
 * shuffled: a gem level 0–14, then the gold bar, the warning types 1–5
 * and the adventure. */
enum {
  CODE_GOLD = LAIR_N_GEM_ROOMS,
  CODE_WARNING = CODE_GOLD,       /* + type */
  CODE_ADVENTURE = CODE_WARNING + LAIR_N_WARNING_TYPES + 1,
  N_CODES
};

#define GEMS(level) { .kind = LAIR_ROOM_GEMS, .arg = (level) }
#define WARNING(type) { .kind = LAIR_ROOM_WARNING, .arg = (type) }

static const LairRoom templates[N_CODES] = {
  GEMS (0), GEMS (1), GEMS (2), GEMS (3), GEMS (4), GEMS (5), GEMS (6), GEMS (7),
  GEMS (8), GEMS (9), GEMS (10), GEMS (11), GEMS (12), GEMS (13), GEMS (14),
  { .kind = LAIR_ROOM_GOLD },
  WARNING (1), WARNING (2), WARNING (3), WARNING (4), WARNING (5),
  { .kind = LAIR_ROOM_ADVENTURE },
};

G_STATIC_ASSERT (LAIR_N_GEM_ROOMS == 15 && LAIR_N_WARNING_TYPES == 5);

/* Each dungeon's warnings as codes, in the order of lair_dungeon_fill() */
typedef struct {
  guint n;
  guint8 codes[LAIR_MAX_ROOMS];
} WarningCodes;

static const WarningCodes *
warning_codes (void)
{
  static WarningCodes table[LAIR_N_DUNGEONS];
  static gsize ready = 0;

  if (g_once_init_enter (&ready))
    {
      for (guint dungeon = 0; dungeon < LAIR_N_DUNGEONS; dungeon++)
        for (guint type = 1; type <= LAIR_N_WARNING_TYPES; type++)
          for (guint i = 0; i < lair_rules_warning_count (dungeon, type); i++)
            table[dungeon].codes[table[dungeon].n++] = CODE_WARNING + type;
      g_once_init_leave (&ready, 1);
    }
  return table;
}

/**
 * lair_dungeon_build:
 * @rooms: (out): at least %LAIR_MAX_ROOMS rooms
 * @dungeon: 0–4
 * @gold_bars: the bars not yet discovered
 * @adventure: the dungeon's adventure
 * @rng: the dungeon's stream
 *
 * lair_dungeon_fill(), lair_dungeon_shuffle(), lair_dungeon_bubble() and
 * lair_dungeon_number_parts() in one: the same draws and the same rooms,
 * with a byte per room moved instead of the whole room.
 *
 * Returns: the number of rooms
 */
guint
lair_dungeon_build (LairRoom      *rooms,
                    guint          dungeon,
                    gint           gold_bars,
                    LairAdventure  adventure,
                    LairRng       *rng)
{
  guint8 adventure_at[LAIR_MAX_ROOMS];
  guint n_adventure;

  return lair_dungeon_build_at (rooms, dungeon, gold_bars, adventure, rng,
                                adventure_at, &n_adventure);
}

/**
 * lair_dungeon_build_at:
 * @adventure_at: (out caller-allocates): at least %LAIR_MAX_ROOMS places
 * @n_adventure: (out): the number of adventure rooms
 *
 * lair_dungeon_build(), which also gives where the adventure rooms stand,
 * in room order, as the layout knows them without a scan of the rooms.
 *
 * Returns: the number of rooms
 */
guint
lair_dungeon_build_at (LairRoom      *rooms,
                       guint          dungeon,
                       gint           gold_bars,
                       LairAdventure  adventure,
                       LairRng       *rng,
                       guint8        *adventure_at,
                       guint         *n_adventure_rooms)
{
  guint8 codes[LAIR_MAX_ROOMS];
  guint8 others[LAIR_MAX_ROOMS];
  guint at[LAIR_MAX_ROOMS + 1];     /* where each adventure room ends up */
  guint n = 0;
  guint n_adventure = lair_adventure_n_rooms (adventure);
  guint n_others = 0;
  guint k = 0;

  const WarningCodes *warnings = warning_codes () + dungeon;

  g_assert (dungeon < LAIR_N_DUNGEONS);
  for (guint level = 0; level < LAIR_N_GEM_ROOMS; level++)
    codes[n++] = level;
  for (gint i = 0; i < gold_bars && n < LAIR_MAX_ROOMS; i++)
    codes[n++] = CODE_GOLD;
  g_assert (n + warnings->n <= LAIR_MAX_ROOMS);
  memcpy (codes + n, warnings->codes, warnings->n);
  n += warnings->n;
  g_assert (n + n_adventure <= LAIR_MAX_ROOMS);
  for (guint i = 0; i < n_adventure; i++)
    codes[n++] = CODE_ADVENTURE;

  for (guint i = n - 1; i > 0; i--)
    {
      guint j = lair_rng_below (rng, i + 1);
      guint8 t = codes[i];

      codes[i] = codes[j];
      codes[j] = t;
    }

  /* the other rooms keep their order; the rooms of the one adventure are
   * alike until numbered, so a pass of lair_dungeon_bubble() moves each
   * up one place unless the adventure rooms above it fill every place
   * up to the top: after three passes the k-th (from 0) stands at
   * max (position − 3, k). Without branches on the shuffled rooms. */
  for (guint i = 0; i < n; i++)
    {
      gboolean is_adventure = codes[i] == CODE_ADVENTURE;

      at[k] = i;
      k += is_adventure;
      others[n_others] = codes[i];
      n_others += !is_adventure;
    }
  if (adventure != LAIR_ADVENTURE_BANKER)
    for (guint j = 0; j < k; j++)
      at[j] = MAX (at[j], j + 3) - 3;
  for (guint j = 0; j < k; j++)
    adventure_at[j] = at[j];
  *n_adventure_rooms = k;
  at[k] = n;

  k = 0;
  n_others = 0;
  for (guint i = 0; i < n; i++)
    {
      gboolean is_adventure = at[k] == i;
      guint8 c = is_adventure ? CODE_ADVENTURE : others[n_others];

      rooms[i] = templates[c];
      rooms[i].adventure = is_adventure ? adventure : 0;
      k += is_adventure;
      n_others += !is_adventure;
      rooms[i].arg = is_adventure ? k : rooms[i].arg;
    }
  return n;
}

/* Part 1 is the adventure room met first. */
void
lair_dungeon_number_parts (LairRoom *rooms,
                           guint     n_rooms)
{
  guint part = 0;

  for (guint i = 0; i < n_rooms; i++)
    if (rooms[i].kind == LAIR_ROOM_ADVENTURE)
      rooms[i].arg = ++part;
}

/**
 * lair_dungeon_convert_lair:
 *
 * The first warning whose type matches an earlier warning becomes the lair;
 * if more poison bottles than dead spiders come before it, it becomes a dead
 * spider instead and the scan goes on.
 *
 * Returns: the index of the lair, or -1 if the dungeon has none
 */
gint
lair_dungeon_convert_lair (LairRoom *rooms,
                           guint     n_rooms)
{
  guint seen = 0;
  gint poisons = 0;
  gint dead = 0;

  /* the kinds of the rooms follow the shuffle: the scan branches only
   * on a warning whose type came before, a few times a dungeon */
  for (guint i = 0; i < n_rooms; i++)
    {
      LairRoom *room = &rooms[i];
      guint is_warning = room->kind == LAIR_ROOM_WARNING;
      guint bit = (1u << (room->arg & 31)) & -is_warning;

      poisons += room->kind == LAIR_ROOM_ADVENTURE && room->adventure == LAIR_ADVENTURE_POISON;
      if (G_LIKELY (!(seen & bit)))
        {
          seen |= bit;
          continue;
        }
      if (poisons > dead)
        {
          room->kind = LAIR_ROOM_DEAD_SPIDER;
          dead++;
          continue;
        }
      room->kind = LAIR_ROOM_LAIR;
      return (gint) i;
    }
  return -1;
}

/* Draws, in room order, the outcome of every adventure room that a
 * scenario did not fix. */
void
lair_dungeon_draw_outcomes (LairRoom *rooms,
                            guint     n_rooms,
                            gint      lair_index,
                            LairRng  *rng)
{
  guint8 adventure_rooms[LAIR_MAX_ROOMS + 1];
  guint n_adventure_rooms = 0;

  g_assert (n_rooms <= LAIR_MAX_ROOMS);

  /* the adventure rooms first, without a branch on the shuffled kinds */
  for (guint i = 0; i < n_rooms; i++)
    {
      adventure_rooms[n_adventure_rooms] = i;
      n_adventure_rooms += rooms[i].kind == LAIR_ROOM_ADVENTURE;
    }
  lair_dungeon_draw_outcomes_at (rooms, n_rooms, adventure_rooms, n_adventure_rooms,
                                 lair_index, rng);
}

/* lair_dungeon_draw_outcomes() of the adventure rooms at @adventure_rooms,
 * in room order, as lair_dungeon_build_at() gives them */
void
lair_dungeon_draw_outcomes_at (LairRoom     *rooms,
                               guint         n_rooms,
                               const guint8 *adventure_rooms,
                               guint         n_adventure_rooms,
                               gint          lair_index,
                               LairRng      *rng)
{
  gint lair_room = lair_index >= 0 ? lair_index + 1 : (gint) n_rooms + 1;

  for (guint a = 0; a < n_adventure_rooms; a++)
    {
      LairRoom *room = &rooms[adventure_rooms[a]];
      const LairAdventureInfo *info;

      if (room->scripted || !lair_adventure_has_outcome (room->adventure))
        continue;

      info = lair_adventure_info (room->adventure);
      switch (info->draw)
        {
        case LAIR_DRAW_EITHER:
          /* the second side one time in info->one_in */
          room->outcome[0] = lair_rng_below (rng, info->one_in) == info->one_in - 1;
          break;

        case LAIR_DRAW_CARDS:
          {
            gint cards[3];

            lair_rules_monte_cards (room->arg, cards);
            for (guint k = 2; k > 0; k--)
              {
                guint j = lair_rng_below (rng, k + 1);
                gint t = cards[k];

                cards[k] = cards[j];
                cards[j] = t;
              }
            for (guint k = 0; k < 3; k++)
              room->outcome[k] = (gint8) cards[k];
          }
          break;

        case LAIR_DRAW_ROOM:
          {
            gint x = lair_rules_scout_range (room->arg);

            room->outcome[0] = (gint8) lair_rng_range (rng, lair_room - x, lair_room + x);
          }
          break;

        case LAIR_DRAW_NONE:
        default:
          g_assert_not_reached ();
        }
    }
}

gboolean
lair_dungeon_adventure_before_lair (const LairRoom *rooms,
                                    guint           n_rooms,
                                    gint            lair_index)
{
  guint end = lair_index >= 0 ? (guint) lair_index : n_rooms;
  gboolean found = FALSE;

  /* to the end, without a branch on the shuffled kinds */
  for (guint i = 0; i < end; i++)
    found |= rooms[i].kind == LAIR_ROOM_ADVENTURE;
  return found;
}

/**
 * lair_dungeon_scout_range:
 * @part: the scout's part (1–3)
 * @centre: the centre R drawn at build time
 * @next_room: the number of the room after the scout
 * @last_room: the number of the dungeon's last room
 * @to_room: (out): the end of the report
 *
 * Returns: the start of the report "between rooms R − X and R + X",
 * clipped to [next room, last room]
 */
gint
lair_dungeon_scout_range (guint  part,
                          gint   centre,
                          gint   next_room,
                          gint   last_room,
                          gint  *to_room)
{
  gint x = lair_rules_scout_range (part);
  gint hi = MAX (next_room, last_room);

  *to_room = CLAMP (centre + x, next_room, hi);
  return CLAMP (centre - x, next_room, hi);
}
