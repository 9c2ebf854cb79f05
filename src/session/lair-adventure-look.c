/* lair-adventure-look.c — what every view shows of each adventure, in one table
 *
 * One row per adventure: its name, icon, help page, the art of its room
 * and the words of its outcome. The window, the phones and the story read
 * it; GTK-free, so the phones' server reads it as the window does. What
 * the rules know of an adventure is the core's table (lair-adventure.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "lair-adventure-look.h"
#include "lair-rules.h"

static char *
card_text (gint card)
{
  if (card > 0)
    return g_strdup_printf (ngettext ("Win %d gem", "Win %d gems", card), card);
  if (card < 0)
    return g_strdup_printf (ngettext ("Lose %d gem", "Lose %d gems", -card), -card);
  return g_strdup (_("Push"));
}

static char *
monte_cards (const LairRoom *room)
{
  g_autofree char *a = card_text (room->outcome[0]);
  g_autofree char *b = card_text (room->outcome[1]);
  g_autofree char *c = card_text (room->outcome[2]);

  /* Translators: the three Monte cards from left to right */
  return g_strdup_printf (_("%s · %s · %s"), a, b, c);
}

static char *
ferryman_toll (const LairRoom *room)
{
  gint toll = lair_rules_toll (room->arg);

  return g_strdup_printf (ngettext ("The toll is %d gem", "The toll is %d gems", toll), toll);
}

static const LairAdventureLook looks[LAIR_N_ADVENTURES] = {
  [LAIR_ADVENTURE_BANKER] = {
    .title = N_("Gems for Cash Banker"),
    .icon_name = "lair-banker-symbolic", .help_page = "adventure-banker",
    .art = "banker",
  },
  [LAIR_ADVENTURE_SUN_MOON] = {
    .title = N_("Sun & Moon"),
    .icon_name = "lair-sun-symbolic", .help_page = "adventure-sun-moon",
    .art = "sun-moon",
    .sides = { N_("The Sun pays, the Moon takes"), N_("The Moon pays, the Sun takes") },
  },
  [LAIR_ADVENTURE_FERRYMAN] = {
    .title = N_("Lava Lake Ferryman"),
    .icon_name = "lair-ferryman-symbolic", .help_page = "adventure-ferryman",
    .art = "ferryman", .art_passed = "lava-lake",
    .describe = ferryman_toll,
  },
  [LAIR_ADVENTURE_MONTE] = {
    .title = N_("Three Card Monte"),
    .icon_name = "lair-cards-symbolic", .help_page = "adventure-monte",
    .art = "monte",
    .describe = monte_cards,
  },
  [LAIR_ADVENTURE_SPHINX] = {
    .title = N_("Sphinx"),
    .icon_name = "lair-sphinx-symbolic", .help_page = "adventure-sphinx",
    .art = "sphinx",
    .sides = { N_("More coins to the left"), N_("More coins to the right") },
  },
  [LAIR_ADVENTURE_SCOUT] = {
    .title = N_("Spider Scout"),
    .icon_name = "lair-scout-symbolic", .help_page = "adventure-scout",
    .art = "scout",
  },
  [LAIR_ADVENTURE_MUSHROOM] = {
    .title = N_("Mushroom"),
    .icon_name = "lair-mushroom-symbolic", .help_page = "adventure-mushroom",
    .art = "mushroom",
    .sides = { N_("Whoever eats grows"), N_("Whoever eats shrinks") },
  },
  [LAIR_ADVENTURE_POISON] = {
    .title = N_("Used Poison Bottle"),
    .icon_name = "lair-poison-symbolic", .help_page = "adventure-poison",
    .art = "poison",
    .says = N_("Somebody has poisoned the spider ahead."),
  },
  [LAIR_ADVENTURE_DEVIL] = {
    .title = N_("A Devil with a Deal"),
    .icon_name = "lair-devil-symbolic", .help_page = "adventure-devil",
    .art = "devil",
  },
  [LAIR_ADVENTURE_LITTLE_PEOPLE] = {
    .title = N_("Little People"),
    .icon_name = "lair-little-people-symbolic", .help_page = "adventure-little-people",
    .art = "little-people",
    .art_sides = { "little-people-queens", "little-people-changelings" },
    .sides = { N_("Queens"), N_("Changelings") },
  },
};

/**
 * lair_adventure_look:
 * @adventure: a #LairAdventure
 *
 * Returns: (transfer none): the row of @adventure in the table of what
 *   the views show of the adventures
 */
const LairAdventureLook *
lair_adventure_look (LairAdventure adventure)
{
  g_return_val_if_fail ((guint) adventure < LAIR_N_ADVENTURES, &looks[0]);
  return &looks[adventure];
}

/**
 * lair_adventure_title:
 * @adventure: a #LairAdventure
 *
 * Returns: (nullable): the adventure's name, translated, as its room
 *   shows it
 */
const char *
lair_adventure_title (LairAdventure adventure)
{
  if ((guint) adventure >= LAIR_N_ADVENTURES)
    return NULL;
  return _(looks[adventure].title);
}

/**
 * lair_adventure_icon_name:
 * @adventure: a #LairAdventure
 *
 * Returns: (transfer none): the adventure's icon
 */
const char *
lair_adventure_icon_name (LairAdventure adventure)
{
  g_return_val_if_fail ((guint) adventure < LAIR_N_ADVENTURES, NULL);
  return looks[adventure].icon_name;
}

/**
 * lair_adventure_help_page:
 * @adventure: a #LairAdventure
 *
 * Returns: (transfer none): the id of the help page about the adventure
 */
const char *
lair_adventure_help_page (LairAdventure adventure)
{
  g_return_val_if_fail ((guint) adventure < LAIR_N_ADVENTURES, "index");
  return looks[adventure].help_page;
}

/**
 * lair_adventure_outcome_text:
 * @room: an adventure room of a built dungeon
 *
 * Returns: (transfer full) (nullable): the outcome fixed when the dungeon
 *   was built, in words, or %NULL when the room has none to tell
 */
char *
lair_adventure_outcome_text (const LairRoom *room)
{
  const LairAdventureLook *look;

  g_return_val_if_fail (room->kind == LAIR_ROOM_ADVENTURE, NULL);

  look = lair_adventure_look (room->adventure);
  if (look->describe != NULL)
    return look->describe (room);
  if (look->sides[0] != NULL)
    return g_strdup (_(look->sides[room->outcome[0] == 0 ? 0 : 1]));
  if (look->says != NULL)
    return g_strdup (_(look->says));
  return NULL;
}

/**
 * lair_room_art:
 * @room: a room of the strip
 * @n_players: the players of the game, which set a gold bar's value per size
 * @keep_secret: whether to keep a drawn side to the art of the room
 *   before it, as the phones do
 *
 * Returns: (transfer none): the name of the art of @room face up, in
 *   data/art/
 */
const char *
lair_room_art (LairRoomItem *room,
               guint         n_players,
               gboolean      keep_secret)
{
  static const char * const gems[] = { "gems-1", "gems-2", "gems-3", "gems-4", "gems-5" };
  static const char * const gold[] = { "gold-small", "gold-medium", "gold-large" };
  static const char * const warnings[] = { "warning-1", "warning-2", "warning-3", "warning-4", "warning-5" };
  const LairAdventureLook *look;
  gint value, cards[3];

  g_return_val_if_fail (LAIR_IS_ROOM_ITEM (room), "card-back");

  value = lair_room_item_get_value (room);
  switch (lair_room_item_get_kind (room))
    {
    case LAIR_ROOM_GEMS:
      if (value <= 0)
        return gems[MIN (lair_room_item_get_level (room) / 3, 4)];
      return gems[value <= 2 ? 0 : value <= 5 ? 1 : value <= 9 ? 2 : value <= 14 ? 3 : 4];

    case LAIR_ROOM_GOLD:
      {
        guint per_size = MAX (MIN (n_players, 6), 1);
        gint size = value > 0 ? value / (gint) per_size : 1;

        return gold[CLAMP (size, 1, 3) - 1];
      }

    case LAIR_ROOM_WARNING:
      return warnings[CLAMP (lair_room_item_get_warning_type (room), 1, 5) - 1];

    case LAIR_ROOM_LAIR:
      return "lair";

    case LAIR_ROOM_DEAD_SPIDER:
      return "dead-spider";

    case LAIR_ROOM_ADVENTURE:
    default:
      break;
    }

  look = lair_adventure_look (lair_room_item_get_adventure (room));
  /* the side is not known while the players stand before it */
  if (lair_room_item_get_current (room))
    return look->art;
  if (look->art_passed != NULL)
    return look->art_passed;
  if (look->art_sides[0] != NULL && !keep_secret)
    {
      lair_room_item_get_cards (room, cards);
      return look->art_sides[cards[0] == 0 ? 0 : 1];
    }
  return look->art;
}

/**
 * lair_room_help_page:
 * @room: a room of the strip
 *
 * Returns: (transfer none): the id of the help page about the room
 */
const char *
lair_room_help_page (LairRoomItem *room)
{
  switch (lair_room_item_get_kind (room))
    {
    case LAIR_ROOM_GEMS:
      return "room-gems";
    case LAIR_ROOM_GOLD:
      return "room-gold";
    case LAIR_ROOM_WARNING:
      return "room-warning";
    case LAIR_ROOM_LAIR:
      return "room-lair";
    case LAIR_ROOM_DEAD_SPIDER:
      return "room-dead-spider";
    case LAIR_ROOM_ADVENTURE:
    default:
      return lair_adventure_help_page (lair_room_item_get_adventure (room));
    }
}

/**
 * lair_room_contents:
 * @room: a room of the strip
 *
 * Returns: (transfer full): what the room held, in words: "12 gems",
 *   "Gold bar worth $6", or its name while that is not known
 */
char *
lair_room_contents (LairRoomItem *room)
{
  gint value = lair_room_item_get_value (room);

  switch (lair_room_item_get_kind (room))
    {
    case LAIR_ROOM_GEMS:
      if (value > 0)
        return g_strdup_printf (dngettext (GETTEXT_PACKAGE, "%d gem", "%d gems", value), value);
      break;
    case LAIR_ROOM_GOLD:
      if (value > 0)
        /* Translators: a gold bar and its value in money */
        return g_strdup_printf (_("Gold bar worth $%d"), value);
      break;
    case LAIR_ROOM_WARNING:
    case LAIR_ROOM_LAIR:
    case LAIR_ROOM_DEAD_SPIDER:
    case LAIR_ROOM_ADVENTURE:
    default:
      break;
    }
  return g_strdup (lair_room_item_get_title (room));
}
