/* test-session-enums.c — the nicks of the core's enumerations are the
 * core's own ids, which scenario files, the history and settings use
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "lair-session-enums.h"

static const char *
nick (GType  type,
      gint   value)
{
  g_autoptr(GEnumClass) klass = g_type_class_ref (type);
  GEnumValue *v = g_enum_get_value (klass, value);

  g_assert_nonnull (v);
  return v->value_nick;
}

static void
assert_n_values (GType type,
                 guint n)
{
  g_autoptr(GEnumClass) klass = g_type_class_ref (type);

  g_assert_cmpuint (klass->n_values, ==, n);
}

static void
test_adventures (void)
{
  assert_n_values (LAIR_TYPE_ADVENTURE, LAIR_N_ADVENTURES);
  for (guint a = 0; a < LAIR_N_ADVENTURES; a++)
    g_assert_cmpstr (nick (LAIR_TYPE_ADVENTURE, a), ==, lair_adventure_id (a));
}

static void
test_choices (void)
{
  g_autoptr(GFlagsClass) options = g_type_class_ref (LAIR_TYPE_OPTIONS);

  /* and "none" for no choice yet */
  assert_n_values (LAIR_TYPE_CHOICE, LAIR_N_CHOICES + 1);
  g_assert_cmpstr (nick (LAIR_TYPE_CHOICE, LAIR_CHOICE_NONE), ==, "none");
  g_assert_cmpuint (options->n_values, ==, LAIR_N_CHOICES);
  for (guint c = 0; c < LAIR_N_CHOICES; c++)
    {
      GFlagsValue *option = g_flags_get_first_value (options, LAIR_OPTION (c));

      g_assert_cmpstr (nick (LAIR_TYPE_CHOICE, c), ==, lair_choice_id (c));
      g_assert_nonnull (option);
      g_assert_cmpstr (option->value_nick, ==, lair_choice_id (c));
    }
}

static void
test_dungeon_ends (void)
{
  const LairDungeonEnd ends[] = { LAIR_END_NONE, LAIR_END_LAIR, LAIR_END_LEFT, LAIR_END_EXHAUSTED };

  assert_n_values (LAIR_TYPE_DUNGEON_END, G_N_ELEMENTS (ends));
  for (guint i = 0; i < G_N_ELEMENTS (ends); i++)
    g_assert_cmpstr (nick (LAIR_TYPE_DUNGEON_END, ends[i]), ==, lair_end_id (ends[i]));
}

/* a level's kind is what comes before its parameter */
static void
test_ai_kinds (void)
{
  assert_n_values (LAIR_TYPE_AI_KIND, LAIR_N_AI_KINDS);
  for (guint k = 0; k < LAIR_N_AI_KINDS; k++)
    {
      LairAiLevel level = { k, 0 };
      g_autofree char *text = lair_ai_level_to_string (&level);
      g_auto(GStrv) parts = g_strsplit (text, ":", 2);

      g_assert_cmpstr (nick (LAIR_TYPE_AI_KIND, k), ==, parts[0]);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/session/enums/adventures", test_adventures);
  g_test_add_func ("/session/enums/choices", test_choices);
  g_test_add_func ("/session/enums/dungeon-ends", test_dungeon_ends);
  g_test_add_func ("/session/enums/ai-kinds", test_ai_kinds);
  return g_test_run ();
}
