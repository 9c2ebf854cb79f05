/* lair-room-item.c — one room of the dungeon strip
 *
 * What a tile shows: the kind of room, its adventure and part, what was
 * found there and, for rooms whose chance was fixed when the dungeon was
 * built, how it turned out. Rooms the players never reached appear at the
 * end of the dungeon with LairRoomItem:entered %FALSE.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "lair-session-private.h"

struct _LairRoomItem
{
  GObject parent_instance;

  guint number;
  LairRoomKind kind;
  LairAdventure adventure;
  guint part;
  guint level;
  guint warning_type;
  gint value;
  gint8 cards[3];
  char *outcome;
  gboolean entered;
  gboolean current;
};

G_DEFINE_FINAL_TYPE (LairRoomItem, lair_room_item, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_NUMBER,
  PROP_KIND,
  PROP_ADVENTURE,
  PROP_PART,
  PROP_LEVEL,
  PROP_WARNING_TYPE,
  PROP_VALUE,
  PROP_TITLE,
  PROP_OUTCOME,
  PROP_ENTERED,
  PROP_CURRENT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static const char * const warning_messages[LAIR_N_WARNING_TYPES] = {
  N_("Beware! A gem-stealing spider lies ahead."),
  N_("It’s giant!"),
  N_("It’s venomous!"),
  N_("It eats humans!"),
  N_("Abandon hope all who continue ahead!"),
};

static void
lair_room_item_finalize (GObject *object)
{
  LairRoomItem *self = (LairRoomItem *) object;

  g_clear_pointer (&self->outcome, g_free);

  G_OBJECT_CLASS (lair_room_item_parent_class)->finalize (object);
}

static void
lair_room_item_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  LairRoomItem *self = LAIR_ROOM_ITEM (object);

  switch (prop_id)
    {
    case PROP_NUMBER:
      g_value_set_uint (value, self->number);
      break;
    case PROP_KIND:
      g_value_set_enum (value, self->kind);
      break;
    case PROP_ADVENTURE:
      g_value_set_enum (value, self->adventure);
      break;
    case PROP_PART:
      g_value_set_uint (value, self->part);
      break;
    case PROP_LEVEL:
      g_value_set_uint (value, self->level);
      break;
    case PROP_WARNING_TYPE:
      g_value_set_uint (value, self->warning_type);
      break;
    case PROP_VALUE:
      g_value_set_int (value, self->value);
      break;
    case PROP_TITLE:
      g_value_set_string (value, lair_room_item_get_title (self));
      break;
    case PROP_OUTCOME:
      g_value_set_string (value, self->outcome);
      break;
    case PROP_ENTERED:
      g_value_set_boolean (value, self->entered);
      break;
    case PROP_CURRENT:
      g_value_set_boolean (value, self->current);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
lair_room_item_class_init (LairRoomItemClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags ro = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->finalize = lair_room_item_finalize;
  object_class->get_property = lair_room_item_get_property;

  /**
   * LairRoomItem:number:
   *
   * The room's number in the dungeon, from 1. The Sphinx with its coin
   * room and the Ferryman with the Lava Lake are one room each.
   */
  properties[PROP_NUMBER] = g_param_spec_uint ("number", NULL, NULL, 1, LAIR_MAX_ROOMS, 1, ro);

  /**
   * LairRoomItem:kind:
   *
   * Gems, gold bar, warning, adventure, the spider's lair or a dead spider.
   */
  properties[PROP_KIND] =
    g_param_spec_enum ("kind", NULL, NULL, LAIR_TYPE_ROOM_KIND, LAIR_ROOM_GEMS, ro);

  /**
   * LairRoomItem:adventure:
   *
   * The adventure of an adventure room (meaningless for other kinds).
   */
  properties[PROP_ADVENTURE] =
    g_param_spec_enum ("adventure", NULL, NULL, LAIR_TYPE_ADVENTURE, LAIR_ADVENTURE_BANKER, ro);

  /**
   * LairRoomItem:part:
   *
   * Which encounter with the adventure this is, from 1; 0 for other kinds.
   */
  properties[PROP_PART] = g_param_spec_uint ("part", NULL, NULL, 0, LAIR_MAX_PARTS, 0, ro);

  /**
   * LairRoomItem:level:
   *
   * The level (0–14) of a gem room; 0 for other kinds.
   */
  properties[PROP_LEVEL] = g_param_spec_uint ("level", NULL, NULL, 0, LAIR_MAX_LEVEL, 0, ro);

  /**
   * LairRoomItem:warning-type:
   *
   * The type (1–5) of a warning, a lair or a dead spider; 0 otherwise.
   */
  properties[PROP_WARNING_TYPE] =
    g_param_spec_uint ("warning-type", NULL, NULL, 0, LAIR_N_WARNING_TYPES, 0, ro);

  /**
   * LairRoomItem:value:
   *
   * The gems found in a gem room or the value of a gold bar, once the
   * players entered it; 0 otherwise.
   */
  properties[PROP_VALUE] = g_param_spec_int ("value", NULL, NULL, 0, G_MAXINT, 0, ro);

  /**
   * LairRoomItem:title:
   *
   * The room's name, for a tooltip or a screen reader.
   */
  properties[PROP_TITLE] = g_param_spec_string ("title", NULL, NULL, NULL, ro);

  /**
   * LairRoomItem:outcome:
   *
   * What the room says or how its chance turned out: the warning's
   * message, which of the Sun and Moon pays, the cards, the scout's
   * report, …; %NULL when there is nothing to say.
   */
  properties[PROP_OUTCOME] = g_param_spec_string ("outcome", NULL, NULL, NULL, ro);

  /**
   * LairRoomItem:entered:
   *
   * %TRUE for a room the players walked into; %FALSE for one shown by the
   * end-of-dungeon reveal.
   */
  properties[PROP_ENTERED] = g_param_spec_boolean ("entered", NULL, NULL, FALSE, ro);

  /**
   * LairRoomItem:current:
   *
   * %TRUE for the room the players stand in.
   */
  properties[PROP_CURRENT] = g_param_spec_boolean ("current", NULL, NULL, FALSE, ro);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
lair_room_item_init (LairRoomItem *self)
{
}

/* The outcome fixed when the dungeon was built, which the end-of-dungeon
 * reveal shows for rooms nobody entered too. */
static char *
built_outcome (const LairRoom *room)
{
  switch ((LairRoomKind) room->kind)
    {
    case LAIR_ROOM_WARNING:
      if (room->arg >= 1 && room->arg <= LAIR_N_WARNING_TYPES)
        return g_strdup (_(warning_messages[room->arg - 1]));
      return NULL;

    case LAIR_ROOM_DEAD_SPIDER:
      return g_strdup (_("A poisoned spider lies dead here."));

    case LAIR_ROOM_ADVENTURE:
      return lair_adventure_outcome_text (room);

    case LAIR_ROOM_GEMS:
    case LAIR_ROOM_GOLD:
    case LAIR_ROOM_LAIR:
    default:
      return NULL;
    }
}

LairRoomItem *
lair_room_item_new (guint           number,
                    const LairRoom *room,
                    gboolean        entered)
{
  LairRoomItem *self = g_object_new (LAIR_TYPE_ROOM_ITEM, NULL);

  self->number = number;
  self->kind = room->kind;
  self->adventure = room->kind == LAIR_ROOM_ADVENTURE ? room->adventure : LAIR_ADVENTURE_BANKER;
  switch ((LairRoomKind) room->kind)
    {
    case LAIR_ROOM_GEMS:
      self->level = room->arg;
      break;
    case LAIR_ROOM_WARNING:
    case LAIR_ROOM_LAIR:
    case LAIR_ROOM_DEAD_SPIDER:
      self->warning_type = room->arg;
      break;
    case LAIR_ROOM_ADVENTURE:
      self->part = room->arg;
      break;
    case LAIR_ROOM_GOLD:
    default:
      break;
    }
  if (room->kind == LAIR_ROOM_ADVENTURE)
    memcpy (self->cards, room->outcome, sizeof self->cards);
  self->outcome = built_outcome (room);
  self->entered = entered;

  return self;
}

void
lair_room_item_set_value (LairRoomItem *self,
                          gint          value)
{
  if (self->value == value)
    return;
  self->value = value;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VALUE]);
}

void
lair_room_item_set_outcome (LairRoomItem *self,
                            const char   *outcome)
{
  if (g_strcmp0 (self->outcome, outcome) == 0)
    return;
  g_free (self->outcome);
  self->outcome = g_strdup (outcome);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_OUTCOME]);
}

void
lair_room_item_set_current (LairRoomItem *self,
                            gboolean      current)
{
  current = !!current;
  if (self->current == current)
    return;
  self->current = current;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CURRENT]);
}

/**
 * lair_room_item_get_cards:
 * @self: a #LairRoomItem
 * @cards: (out caller-allocates) (array fixed-size=3): the values
 *
 * The chance fixed when the dungeon was built, for the board to show
 * once the players have seen it: Three Card Monte's card values from left
 * to right as they lie after the shuffle; for the Sun & Moon, the Sphinx,
 * the Mushroom and the Little People, the first is 0 for the Sun paying,
 * more coins to the left, growing and Queens, 1 for the other. Zeros for
 * rooms without an adventure.
 */
void
lair_room_item_get_cards (LairRoomItem *self,
                          gint          cards[3])
{
  g_return_if_fail (LAIR_IS_ROOM_ITEM (self));

  for (guint i = 0; i < 3; i++)
    cards[i] = self->cards[i];
}

/**
 * lair_room_item_get_number:
 * @self: a #LairRoomItem
 *
 * Returns: the room's number in the dungeon, from 1
 */
guint
lair_room_item_get_number (LairRoomItem *self)
{
  g_return_val_if_fail (LAIR_IS_ROOM_ITEM (self), 0);
  return self->number;
}

/**
 * lair_room_item_get_kind:
 * @self: a #LairRoomItem
 *
 * Returns: the kind of room
 */
LairRoomKind
lair_room_item_get_kind (LairRoomItem *self)
{
  g_return_val_if_fail (LAIR_IS_ROOM_ITEM (self), LAIR_ROOM_GEMS);
  return self->kind;
}

/**
 * lair_room_item_get_adventure:
 * @self: a #LairRoomItem
 *
 * Returns: the adventure of an adventure room
 */
LairAdventure
lair_room_item_get_adventure (LairRoomItem *self)
{
  g_return_val_if_fail (LAIR_IS_ROOM_ITEM (self), LAIR_ADVENTURE_BANKER);
  return self->adventure;
}

/**
 * lair_room_item_get_part:
 * @self: a #LairRoomItem
 *
 * Returns: the adventure part, from 1; 0 for other rooms
 */
guint
lair_room_item_get_part (LairRoomItem *self)
{
  g_return_val_if_fail (LAIR_IS_ROOM_ITEM (self), 0);
  return self->part;
}

/**
 * lair_room_item_get_level:
 * @self: a #LairRoomItem
 *
 * Returns: the level of a gem room
 */
guint
lair_room_item_get_level (LairRoomItem *self)
{
  g_return_val_if_fail (LAIR_IS_ROOM_ITEM (self), 0);
  return self->level;
}

/**
 * lair_room_item_get_warning_type:
 * @self: a #LairRoomItem
 *
 * Returns: the type (1–5) of a warning, lair or dead spider; 0 otherwise
 */
guint
lair_room_item_get_warning_type (LairRoomItem *self)
{
  g_return_val_if_fail (LAIR_IS_ROOM_ITEM (self), 0);
  return self->warning_type;
}

/**
 * lair_room_item_get_value:
 * @self: a #LairRoomItem
 *
 * Returns: the gems found or the gold bar's value; 0 if not entered
 */
gint
lair_room_item_get_value (LairRoomItem *self)
{
  g_return_val_if_fail (LAIR_IS_ROOM_ITEM (self), 0);
  return self->value;
}

/**
 * lair_room_item_get_title:
 * @self: a #LairRoomItem
 *
 * Returns: (transfer none): the translated name of the room
 */
const char *
lair_room_item_get_title (LairRoomItem *self)
{
  g_return_val_if_fail (LAIR_IS_ROOM_ITEM (self), NULL);

  switch (self->kind)
    {
    case LAIR_ROOM_GEMS:
      return _("Gems");
    case LAIR_ROOM_GOLD:
      return _("Gold Bar");
    case LAIR_ROOM_WARNING:
      return _("Warning");
    case LAIR_ROOM_LAIR:
      return _("The Spider’s Lair");
    case LAIR_ROOM_DEAD_SPIDER:
      return _("Dead Spider");
    case LAIR_ROOM_ADVENTURE:
      return lair_adventure_title (self->adventure);
    default:
      return NULL;
    }
}

/**
 * lair_room_item_get_outcome:
 * @self: a #LairRoomItem
 *
 * Returns: (transfer none) (nullable): what the room says or how its
 *   chance turned out
 */
const char *
lair_room_item_get_outcome (LairRoomItem *self)
{
  g_return_val_if_fail (LAIR_IS_ROOM_ITEM (self), NULL);
  return self->outcome;
}

/**
 * lair_room_item_get_entered:
 * @self: a #LairRoomItem
 *
 * Returns: %TRUE if the players walked into the room
 */
gboolean
lair_room_item_get_entered (LairRoomItem *self)
{
  g_return_val_if_fail (LAIR_IS_ROOM_ITEM (self), FALSE);
  return self->entered;
}

/**
 * lair_room_item_get_current:
 * @self: a #LairRoomItem
 *
 * Returns: %TRUE for the room the players stand in
 */
gboolean
lair_room_item_get_current (LairRoomItem *self)
{
  g_return_val_if_fail (LAIR_IS_ROOM_ITEM (self), FALSE);
  return self->current;
}
