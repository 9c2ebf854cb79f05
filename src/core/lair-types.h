/* lair-types.h — the vocabulary of the rules: rooms, adventures, choices
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define LAIR_MAX_PLAYERS   9
#define LAIR_N_DUNGEONS    5
#define LAIR_N_GEM_ROOMS   15
#define LAIR_MAX_LEVEL     14
#define LAIR_N_WARNING_TYPES 5
/* 15 gems + at most 8 gold bars + at most 14 warnings + 6 adventures */
#define LAIR_MAX_ROOMS     48
#define LAIR_MAX_PARTS     6
#define LAIR_SHARES_REGULAR 4
#define LAIR_SHARES_MIN    1
#define LAIR_SHARES_MAX    16

typedef enum {
  LAIR_ROOM_GEMS,
  LAIR_ROOM_GOLD,
  LAIR_ROOM_WARNING,
  LAIR_ROOM_ADVENTURE,
  LAIR_ROOM_LAIR,
  LAIR_ROOM_DEAD_SPIDER,
} LairRoomKind;

typedef enum {
  LAIR_ADVENTURE_BANKER,
  LAIR_ADVENTURE_SUN_MOON,
  LAIR_ADVENTURE_FERRYMAN,
  LAIR_ADVENTURE_MONTE,
  LAIR_ADVENTURE_SPHINX,
  LAIR_ADVENTURE_SCOUT,
  LAIR_ADVENTURE_MUSHROOM,
  LAIR_ADVENTURE_POISON,
  LAIR_ADVENTURE_DEVIL,
  LAIR_ADVENTURE_LITTLE_PEOPLE,
  LAIR_N_ADVENTURES
} LairAdventure;

/* Choices a seat can make. The option set of a seat is a bit mask of
 * (1 << LairChoice). */
typedef enum {
  LAIR_CHOICE_STAY,
  LAIR_CHOICE_LEAVE,
  LAIR_CHOICE_BANK4,
  LAIR_CHOICE_BANK8,
  LAIR_CHOICE_BANK12,
  LAIR_CHOICE_SUN,
  LAIR_CHOICE_MOON,
  LAIR_CHOICE_PAY,
  LAIR_CHOICE_CARD1,
  LAIR_CHOICE_CARD2,
  LAIR_CHOICE_CARD3,
  LAIR_CHOICE_LEFT,
  LAIR_CHOICE_RIGHT,
  LAIR_CHOICE_EAT,
  LAIR_CHOICE_DEAL3,
  LAIR_CHOICE_DEAL4,
  LAIR_CHOICE_DEAL5,
  LAIR_CHOICE_CARRY,
  LAIR_N_CHOICES,
  LAIR_CHOICE_NONE = -1,
} LairChoice;

#define LAIR_OPTION(c) (1u << (c))

typedef enum {
  LAIR_END_NONE,
  LAIR_END_LAIR,
  LAIR_END_LEFT,
  LAIR_END_EXHAUSTED,
} LairDungeonEnd;

typedef enum {
  LAIR_ACHIEVEMENT_HIGHEST_SCORE,
  LAIR_ACHIEVEMENT_DEEPEST_EXPLORER,
  LAIR_ACHIEVEMENT_MOST_GEMS_LOST,
  LAIR_ACHIEVEMENT_BOLD,
  LAIR_ACHIEVEMENT_TIMID,
  LAIR_ACHIEVEMENT_PSYCHIC,
  LAIR_ACHIEVEMENT_SKYNET,
  LAIR_N_ACHIEVEMENTS
} LairAchievement;

/* Stable ids used in scenario files, JSON output and the history. */
const char   *lair_choice_id             (LairChoice     choice);
gboolean      lair_choice_from_id        (const char    *id,
                                          LairChoice    *out);
const char   *lair_end_id                (LairDungeonEnd end);
const char   *lair_achievement_id        (LairAchievement achievement);
gboolean      lair_achievement_from_id   (const char    *id,
                                          LairAchievement *out);
/* Writes the ids of the set bits of @options, separated by @sep. */
void          lair_options_to_string     (guint32        options,
                                          const char    *sep,
                                          GString       *out);

G_END_DECLS

/* the adventures' table, which reads the vocabulary above */
#include "lair-adventure.h"
