/* lair-session-enums.c
 *
 * The nicks of the core's enumerations are the stable ids of lair-types.c,
 * so that a GtkBuilder file or a settings key can name them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "lair-record.h"
#include "lair-session-enums.h"

G_DEFINE_ENUM_TYPE (LairSeatKind, lair_seat_kind,
  G_DEFINE_ENUM_VALUE (LAIR_SEAT_EMPTY, "empty"),
  G_DEFINE_ENUM_VALUE (LAIR_SEAT_HUMAN, "human"),
  G_DEFINE_ENUM_VALUE (LAIR_SEAT_COMPUTER, "computer"))

G_DEFINE_ENUM_TYPE (LairSelectionState, lair_selection_state,
  G_DEFINE_ENUM_VALUE (LAIR_SELECTION_NONE, "none"),
  G_DEFINE_ENUM_VALUE (LAIR_SELECTION_SELECTING, "selecting"),
  G_DEFINE_ENUM_VALUE (LAIR_SELECTION_SELECTED, "selected"))

G_DEFINE_ENUM_TYPE (LairSeatOutcome, lair_seat_outcome,
  G_DEFINE_ENUM_VALUE (LAIR_OUTCOME_NONE, "none"),
  G_DEFINE_ENUM_VALUE (LAIR_OUTCOME_LEFT, "left"),
  G_DEFINE_ENUM_VALUE (LAIR_OUTCOME_SCARED, "scared"))

G_DEFINE_ENUM_TYPE (LairSessionPhase, lair_session_phase,
  G_DEFINE_ENUM_VALUE (LAIR_SESSION_MENU, "menu"),
  G_DEFINE_ENUM_VALUE (LAIR_SESSION_PLAYING, "playing"),
  G_DEFINE_ENUM_VALUE (LAIR_SESSION_REVEAL, "reveal"),
  G_DEFINE_ENUM_VALUE (LAIR_SESSION_FINISHED, "finished"))

G_DEFINE_ENUM_TYPE (LairPlayWait, lair_play_wait,
  G_DEFINE_ENUM_VALUE (LAIR_PLAY_WAIT_NONE, "none"),
  G_DEFINE_ENUM_VALUE (LAIR_PLAY_WAIT_SEATS, "seats"),
  G_DEFINE_ENUM_VALUE (LAIR_PLAY_WAIT_JOINING, "joining"),
  G_DEFINE_ENUM_VALUE (LAIR_PLAY_WAIT_GAME, "game"))

G_DEFINE_ENUM_TYPE (LairSeatTurn, lair_seat_turn,
  G_DEFINE_ENUM_VALUE (LAIR_TURN_NONE, "none"),
  G_DEFINE_ENUM_VALUE (LAIR_TURN_WAITING, "waiting"),
  G_DEFINE_ENUM_VALUE (LAIR_TURN_CHOOSING, "choosing"))

G_DEFINE_ENUM_TYPE (LairRoomKind, lair_room_kind,
  G_DEFINE_ENUM_VALUE (LAIR_ROOM_GEMS, "gems"),
  G_DEFINE_ENUM_VALUE (LAIR_ROOM_GOLD, "gold"),
  G_DEFINE_ENUM_VALUE (LAIR_ROOM_WARNING, "warning"),
  G_DEFINE_ENUM_VALUE (LAIR_ROOM_ADVENTURE, "adventure"),
  G_DEFINE_ENUM_VALUE (LAIR_ROOM_LAIR, "lair"),
  G_DEFINE_ENUM_VALUE (LAIR_ROOM_DEAD_SPIDER, "dead-spider"))

/* One value per row of the core's adventures' table, named after its id:
 * "sun-moon" is LAIR_ADVENTURE_SUN_MOON, nick "sun-moon". */
GType
lair_adventure_get_type (void)
{
  static gsize type_id = 0;

  if (g_once_init_enter (&type_id))
    {
      /* the type keeps the values for the life of the program */
      GEnumValue *values = g_new0 (GEnumValue, LAIR_N_ADVENTURES + 1);
      GType type;

      for (guint a = 0; a < LAIR_N_ADVENTURES; a++)
        {
          const char *id = lair_adventure_id (a);
          g_autofree char *upper = g_ascii_strup (id, -1);
          g_autofree char *name = g_strconcat ("LAIR_ADVENTURE_", g_strdelimit (upper, "-", '_'), NULL);

          values[a].value = (gint) a;
          values[a].value_name = g_intern_string (name);
          values[a].value_nick = id;
        }
      type = g_enum_register_static (g_intern_static_string ("LairAdventure"), values);
      g_once_init_leave (&type_id, type);
    }

  return type_id;
}

G_DEFINE_ENUM_TYPE (LairChoice, lair_choice,
  G_DEFINE_ENUM_VALUE (LAIR_CHOICE_NONE, "none"),
  G_DEFINE_ENUM_VALUE (LAIR_CHOICE_STAY, "stay"),
  G_DEFINE_ENUM_VALUE (LAIR_CHOICE_LEAVE, "leave"),
  G_DEFINE_ENUM_VALUE (LAIR_CHOICE_BANK4, "bank4"),
  G_DEFINE_ENUM_VALUE (LAIR_CHOICE_BANK8, "bank8"),
  G_DEFINE_ENUM_VALUE (LAIR_CHOICE_BANK12, "bank12"),
  G_DEFINE_ENUM_VALUE (LAIR_CHOICE_SUN, "sun"),
  G_DEFINE_ENUM_VALUE (LAIR_CHOICE_MOON, "moon"),
  G_DEFINE_ENUM_VALUE (LAIR_CHOICE_PAY, "pay"),
  G_DEFINE_ENUM_VALUE (LAIR_CHOICE_CARD1, "card1"),
  G_DEFINE_ENUM_VALUE (LAIR_CHOICE_CARD2, "card2"),
  G_DEFINE_ENUM_VALUE (LAIR_CHOICE_CARD3, "card3"),
  G_DEFINE_ENUM_VALUE (LAIR_CHOICE_LEFT, "left"),
  G_DEFINE_ENUM_VALUE (LAIR_CHOICE_RIGHT, "right"),
  G_DEFINE_ENUM_VALUE (LAIR_CHOICE_EAT, "eat"),
  G_DEFINE_ENUM_VALUE (LAIR_CHOICE_DEAL3, "deal3"),
  G_DEFINE_ENUM_VALUE (LAIR_CHOICE_DEAL4, "deal4"),
  G_DEFINE_ENUM_VALUE (LAIR_CHOICE_DEAL5, "deal5"),
  G_DEFINE_ENUM_VALUE (LAIR_CHOICE_CARRY, "carry"))

G_DEFINE_ENUM_TYPE (LairDungeonEnd, lair_dungeon_end,
  G_DEFINE_ENUM_VALUE (LAIR_END_NONE, "none"),
  G_DEFINE_ENUM_VALUE (LAIR_END_LAIR, "lair"),
  G_DEFINE_ENUM_VALUE (LAIR_END_LEFT, "left"),
  G_DEFINE_ENUM_VALUE (LAIR_END_EXHAUSTED, "exhausted"))

G_DEFINE_ENUM_TYPE (LairDecisionKind, lair_decision_kind,
  G_DEFINE_ENUM_VALUE (LAIR_DECISION_ROOM, "room"),
  G_DEFINE_ENUM_VALUE (LAIR_DECISION_SPHINX_DIRECTION, "sphinx-direction"),
  G_DEFINE_ENUM_VALUE (LAIR_DECISION_SPHINX_COINS, "sphinx-coins"))

G_DEFINE_ENUM_TYPE (LairAiKind, lair_ai_kind,
  G_DEFINE_ENUM_VALUE (LAIR_AI_NORMAL, "normal"),
  G_DEFINE_ENUM_VALUE (LAIR_AI_EASY, "easy"),
  G_DEFINE_ENUM_VALUE (LAIR_AI_HARD, "hard"),
  G_DEFINE_ENUM_VALUE (LAIR_AI_WARNINGS, "warnings"),
  G_DEFINE_ENUM_VALUE (LAIR_AI_GEMS, "gems"),
  G_DEFINE_ENUM_VALUE (LAIR_AI_RANDOM, "random"),
  G_DEFINE_ENUM_VALUE (LAIR_AI_EXPERT, "expert"))

/* The option bits are 1 << LairChoice, named after the choices. */
GType
lair_options_get_type (void)
{
  static gsize type_id = 0;

  if (g_once_init_enter (&type_id))
    {
      static const GFlagsValue values[] = {
        { 1u << LAIR_CHOICE_STAY, "LAIR_OPTION_STAY", "stay" },
        { 1u << LAIR_CHOICE_LEAVE, "LAIR_OPTION_LEAVE", "leave" },
        { 1u << LAIR_CHOICE_BANK4, "LAIR_OPTION_BANK4", "bank4" },
        { 1u << LAIR_CHOICE_BANK8, "LAIR_OPTION_BANK8", "bank8" },
        { 1u << LAIR_CHOICE_BANK12, "LAIR_OPTION_BANK12", "bank12" },
        { 1u << LAIR_CHOICE_SUN, "LAIR_OPTION_SUN", "sun" },
        { 1u << LAIR_CHOICE_MOON, "LAIR_OPTION_MOON", "moon" },
        { 1u << LAIR_CHOICE_PAY, "LAIR_OPTION_PAY", "pay" },
        { 1u << LAIR_CHOICE_CARD1, "LAIR_OPTION_CARD1", "card1" },
        { 1u << LAIR_CHOICE_CARD2, "LAIR_OPTION_CARD2", "card2" },
        { 1u << LAIR_CHOICE_CARD3, "LAIR_OPTION_CARD3", "card3" },
        { 1u << LAIR_CHOICE_LEFT, "LAIR_OPTION_LEFT", "left" },
        { 1u << LAIR_CHOICE_RIGHT, "LAIR_OPTION_RIGHT", "right" },
        { 1u << LAIR_CHOICE_EAT, "LAIR_OPTION_EAT", "eat" },
        { 1u << LAIR_CHOICE_DEAL3, "LAIR_OPTION_DEAL3", "deal3" },
        { 1u << LAIR_CHOICE_DEAL4, "LAIR_OPTION_DEAL4", "deal4" },
        { 1u << LAIR_CHOICE_DEAL5, "LAIR_OPTION_DEAL5", "deal5" },
        { 1u << LAIR_CHOICE_CARRY, "LAIR_OPTION_CARRY", "carry" },
        { 0, NULL, NULL },
      };
      GType type = g_flags_register_static (g_intern_static_string ("LairOptions"), values);

      g_once_init_leave (&type_id, type);
    }

  return type_id;
}

static LairGameRecord *
game_record_copy (const LairGameRecord *record)
{
  return g_memdup2 (record, sizeof *record);
}

G_DEFINE_BOXED_TYPE (LairGameRecord, lair_game_record, game_record_copy, g_free)
