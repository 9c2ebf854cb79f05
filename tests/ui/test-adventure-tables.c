/* test-adventure-tables.c — the two tables of the adventures: the rules'
 * (src/core/lair-adventure.c) and the views' (src/session/
 * lair-adventure-look.c). Every adventure has a whole row in each, the
 * ids are the GEnum's nicks, and every picture, icon and help page the
 * rows name is in the game's resources.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "lair-adventure-look.h"
#include "lair-record.h"
#include "lair-rules.h"
#include "lair-session-private.h"
#include "ui-test-utils.h"

#define RESOURCES "/io/github/spiderlair/SpiderLair/"

static void
assert_resource (const char *prefix,
                 const char *name,
                 const char *suffix)
{
  g_autofree char *path = g_strconcat (RESOURCES, prefix, name, suffix, NULL);

  if (!g_resources_get_info (path, 0, NULL, NULL, NULL))
    g_error ("no resource %s", path);
}

/* encoded as PNG at the sizes the window shows where GTK ships the
 * encoder, else the SVG itself (GTK 4.24) */
static void
assert_icon (const char *name)
{
  g_autofree char *svg = g_strconcat (RESOURCES, "icons/scalable/actions/", name, ".svg", NULL);

  if (g_resources_get_info (svg, 0, NULL, NULL, NULL))
    return;
  assert_resource ("icons/16x16/actions/", name, ".symbolic.png");
  assert_resource ("icons/64x64/actions/", name, ".symbolic.png");
}

static void
assert_art (const char *name)
{
  assert_resource ("art/", name, ".svg");
}

static gboolean
is_stats_key (const char *key)
{
  guint n;
  const LairStatsField *fields = lair_stats_fields (&n);

  for (guint i = 0; i < n; i++)
    if (g_str_equal (fields[i].key, key))
      return TRUE;
  return FALSE;
}

/* the rules' table: a whole row for each adventure, ids unique, and
 * the GEnum of the session named after them */
static void
test_core_table (void)
{
  g_autoptr(GHashTable) ids = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GEnumClass) klass = g_type_class_ref (LAIR_TYPE_ADVENTURE);

  g_assert_cmpuint (klass->n_values, ==, LAIR_N_ADVENTURES);
  for (LairAdventure a = 0; a < LAIR_N_ADVENTURES; a++)
    {
      const LairAdventureInfo *info = lair_adventure_info (a);
      GEnumValue *value = g_enum_get_value (klass, (gint) a);
      g_autofree char *name = NULL;
      LairAdventure back;

      g_assert_nonnull (info->id);
      g_assert_true (g_regex_match_simple ("^[a-z]+(-[a-z]+)*$", info->id, 0, 0));
      g_assert_false (g_hash_table_contains (ids, info->id));
      g_hash_table_add (ids, (gpointer) info->id);
      g_assert_true (lair_adventure_from_id (info->id, &back));
      g_assert_cmpint (back, ==, a);
      g_assert_cmpstr (lair_adventure_id (a), ==, info->id);

      /* the GEnum: nick and name from the id */
      g_assert_nonnull (value);
      g_assert_cmpstr (value->value_nick, ==, info->id);
      name = g_strdelimit (g_ascii_strup (info->id, -1), "-", '_');
      g_assert_true (g_str_has_prefix (value->value_name, "LAIR_ADVENTURE_"));
      g_assert_cmpstr (value->value_name + strlen ("LAIR_ADVENTURE_"), ==, name);

      g_assert_cmpuint (info->n_rooms, >=, 1);
      g_assert_cmpuint (info->n_rooms, <=, LAIR_MAX_PARTS);

      /* a drawn side has its two words, and odds */
      g_assert_cmpint (lair_adventure_has_outcome (a), ==, info->draw != LAIR_DRAW_NONE);
      if (info->draw == LAIR_DRAW_EITHER)
        {
          gint8 side = -1;

          g_assert_nonnull (info->sides[0]);
          g_assert_nonnull (info->sides[1]);
          g_assert_cmpstr (info->sides[0], !=, info->sides[1]);
          g_assert_cmpuint (info->one_in, >=, 2);
          g_assert_true (lair_adventure_side_from_id (a, info->sides[1], &side));
          g_assert_cmpint (side, ==, 1);
          g_assert_false (lair_adventure_side_from_id (a, info->id, &side));
        }
      else
        {
          g_assert_null (info->sides[0]);
          g_assert_null (info->sides[1]);
        }

      /* something to do there besides leaving, which is everyone's */
      g_assert_cmpuint (info->options, !=, 0);
      g_assert_false (info->options & LAIR_OPTION (LAIR_CHOICE_LEAVE));
      g_assert_cmpuint (info->options >> LAIR_N_CHOICES, ==, 0);

      /* what the record counts of it is a statistic of DESIGN.md */
      g_assert_nonnull (info->stats[0]);
      for (guint s = 0; s < G_N_ELEMENTS (info->stats) && info->stats[s] != NULL; s++)
        g_assert_true (is_stats_key (info->stats[s]));
    }
}

/* The room of an adventure, part @part, with @outcome drawn */
static LairRoomItem *
adventure_room (LairAdventure adventure,
                guint         part,
                gint8         outcome)
{
  LairRoom room = { .kind = LAIR_ROOM_ADVENTURE, .adventure = adventure, .arg = part };

  if (adventure == LAIR_ADVENTURE_MONTE)
    {
      gint cards[3];

      lair_rules_monte_cards (part, cards);
      for (guint k = 0; k < 3; k++)
        room.outcome[k] = (gint8) cards[k];
    }
  else
    room.outcome[0] = outcome;
  return lair_room_item_new (part, &room, TRUE);
}

/* the views' table: a name, an icon, a help page and art for each, and
 * each drawn side in words */
static void
test_look_table (void)
{
  g_autoptr(GHashTable) titles = g_hash_table_new (g_str_hash, g_str_equal);

  for (LairAdventure a = 0; a < LAIR_N_ADVENTURES; a++)
    {
      const LairAdventureInfo *info = lair_adventure_info (a);
      const LairAdventureLook *look = lair_adventure_look (a);

      g_assert_nonnull (look->title);
      g_assert_false (g_hash_table_contains (titles, look->title));
      g_hash_table_add (titles, (gpointer) look->title);
      g_assert_cmpstr (lair_adventure_title (a), ==, look->title);

      g_assert_nonnull (look->icon_name);
      assert_icon (look->icon_name);
      g_assert_nonnull (look->help_page);
      assert_resource ("help/", look->help_page, ".page");

      g_assert_nonnull (look->art);
      assert_art (look->art);
      if (look->art_passed != NULL)
        assert_art (look->art_passed);
      for (guint s = 0; s < 2; s++)
        if (look->art_sides[s] != NULL)
          {
            g_assert_cmpint (info->draw, ==, LAIR_DRAW_EITHER);
            assert_art (look->art_sides[s]);
          }

      /* two sides in words exactly where two sides are drawn; one way
       * at most of telling the outcome */
      g_assert_cmpint (look->sides[0] != NULL, ==, info->draw == LAIR_DRAW_EITHER);
      g_assert_cmpint (look->sides[1] != NULL, ==, info->draw == LAIR_DRAW_EITHER);
      g_assert_cmpint ((look->sides[0] != NULL) + (look->says != NULL) + (look->describe != NULL), <=, 1);
      if (look->sides[0] != NULL)
        g_assert_cmpstr (look->sides[0], !=, look->sides[1]);
    }
}

/* every room of every adventure, ahead, current and passed, shows art the
 * resource has; a drawn side shows on the board once passed, never on
 * a phone */
static void
test_room_art (void)
{
  for (LairAdventure a = 0; a < LAIR_N_ADVENTURES; a++)
    for (guint part = 1; part <= lair_adventure_n_rooms (a); part++)
      for (gint8 side = 0; side < 2; side++)
        {
          g_autoptr(LairRoomItem) room = adventure_room (a, part, side);
          const LairAdventureLook *look = lair_adventure_look (a);
          g_autofree char *outcome = NULL;
          LairRoom plain = { .kind = LAIR_ROOM_ADVENTURE, .adventure = a, .arg = part };

          plain.outcome[0] = side;
          outcome = lair_adventure_outcome_text (&plain);

          g_assert_cmpstr (lair_room_item_get_title (room), ==, lair_adventure_title (a));
          g_assert_cmpstr (lair_room_help_page (room), ==, look->help_page);

          assert_art (lair_room_art (room, 4, FALSE));
          assert_art (lair_room_art (room, 4, TRUE));
          if (look->art_sides[0] != NULL)
            {
              g_assert_cmpstr (lair_room_art (room, 4, FALSE), ==, look->art_sides[side]);
              g_assert_cmpstr (lair_room_art (room, 4, TRUE), ==, look->art);
            }
          lair_room_item_set_current (room, TRUE);
          g_assert_cmpstr (lair_room_art (room, 4, FALSE), ==, look->art);
          g_assert_cmpstr (lair_room_art (room, 4, TRUE), ==, look->art);

          /* its outcome in the words of its side */
          if (look->sides[0] != NULL)
            {
              g_assert_cmpstr (lair_room_item_get_outcome (room), ==, look->sides[side]);
              g_assert_cmpstr (outcome, ==, look->sides[side]);
            }
          else if (look->says != NULL)
            g_assert_cmpstr (lair_room_item_get_outcome (room), ==, look->says);
          else if (look->describe == NULL)
            g_assert_null (lair_room_item_get_outcome (room));
        }
}

/* the Ferryman's and the Monte's outcomes are the rules' numbers */
static void
test_described_outcomes (void)
{
  for (guint part = 1; part <= 3; part++)
    {
      g_autoptr(LairRoomItem) ferryman = adventure_room (LAIR_ADVENTURE_FERRYMAN, part, 0);
      g_autoptr(LairRoomItem) monte = adventure_room (LAIR_ADVENTURE_MONTE, part, 0);
      g_autofree char *toll = g_strdup_printf ("The toll is %d gems", lair_rules_toll (part));
      gint cards[3];
      g_autoptr(GString) words = g_string_new (NULL);

      g_assert_cmpstr (lair_room_item_get_outcome (ferryman), ==, toll);
      lair_rules_monte_cards (part, cards);
      for (guint k = 0; k < 3; k++)
        {
          if (k > 0)
            g_string_append (words, " · ");
          if (cards[k] > 0)
            g_string_append_printf (words, cards[k] == 1 ? "Win %d gem" : "Win %d gems", cards[k]);
          else if (cards[k] < 0)
            g_string_append_printf (words, cards[k] == -1 ? "Lose %d gem" : "Lose %d gems", -cards[k]);
          else
            g_string_append (words, "Push");
        }
      g_assert_cmpstr (lair_room_item_get_outcome (monte), ==, words->str);
    }
}

/* the rooms that are no adventure: their art, and what they held in the
 * same words on the card and in the log */
static void
test_other_rooms (void)
{
  LairRoom gems = { .kind = LAIR_ROOM_GEMS, .arg = 14 };
  LairRoom gold = { .kind = LAIR_ROOM_GOLD };
  LairRoom warning = { .kind = LAIR_ROOM_WARNING, .arg = 5 };
  g_autoptr(LairRoomItem) gem_room = lair_room_item_new (1, &gems, TRUE);
  g_autoptr(LairRoomItem) gold_room = lair_room_item_new (2, &gold, TRUE);
  g_autoptr(LairRoomItem) warning_room = lair_room_item_new (3, &warning, TRUE);
  g_autofree char *gems_unknown = lair_room_contents (gem_room);
  g_autofree char *gold_unknown = lair_room_contents (gold_room);
  g_autofree char *gems_known = NULL;
  g_autofree char *gold_known = NULL;

  /* before the players see what it held: the room's name, its level's art */
  g_assert_cmpstr (gems_unknown, ==, "Gems");
  g_assert_cmpstr (gold_unknown, ==, "Gold Bar");
  g_assert_cmpstr (lair_room_art (gem_room, 3, FALSE), ==, "gems-5");
  g_assert_cmpstr (lair_room_art (gold_room, 3, FALSE), ==, "gold-small");
  g_assert_cmpstr (lair_room_art (warning_room, 3, FALSE), ==, "warning-5");
  g_assert_cmpstr (lair_room_help_page (warning_room), ==, "room-warning");

  lair_room_item_set_value (gem_room, 1);
  lair_room_item_set_value (gold_room, 9);
  gems_known = lair_room_contents (gem_room);
  gold_known = lair_room_contents (gold_room);
  g_assert_cmpstr (gems_known, ==, "1 gem");
  g_assert_cmpstr (gold_known, ==, "Gold bar worth $9");
  g_assert_cmpstr (lair_room_art (gem_room, 3, FALSE), ==, "gems-1");
  /* $9 among three players is a large bar; among six a small one */
  g_assert_cmpstr (lair_room_art (gold_room, 3, FALSE), ==, "gold-large");
  g_assert_cmpstr (lair_room_art (gold_room, 9, FALSE), ==, "gold-small");
  assert_art (lair_room_art (gold_room, 9, TRUE));
}

int
main (int   argc,
      char *argv[])
{
  ui_test_init (&argc, &argv);

  g_test_add_func ("/adventure-tables/core", test_core_table);
  g_test_add_func ("/adventure-tables/look", test_look_table);
  g_test_add_func ("/adventure-tables/room-art", test_room_art);
  g_test_add_func ("/adventure-tables/described-outcomes", test_described_outcomes);
  g_test_add_func ("/adventure-tables/other-rooms", test_other_rooms);
  return ui_test_run ();
}
