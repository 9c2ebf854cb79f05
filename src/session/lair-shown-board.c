/* lair-shown-board.c — the table as the board has shown it so far
 *
 * What the status badges show: the dungeon, the room the path shows as
 * current, the bravery, what lies on the floor, the odds and the rumor.
 * It has the session's own property names. At rest it follows the
 * session through a binding group; while a story is told the story sets
 * it as the board shows each beat (see lair-story.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "lair-game-session.h"
#include "lair-shown-board.h"
#include "lair-story-private.h"

struct _LairShownBoard
{
  GObject          parent_instance;

  LairGameSession *session;
  GBindingGroup   *bindings;
  gboolean         following;

  guint            dungeon;
  guint            room;
  gint             bravery;
  gint             floor_gems;
  guint            floor_bars;
  gint             floor_bar_value;
  double           lair_odds;
  double           rumored_gems;
};

G_DEFINE_FINAL_TYPE (LairShownBoard, lair_shown_board, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_FOLLOWING,
  PROP_DUNGEON,
  PROP_ROOM,
  PROP_BRAVERY,
  PROP_FLOOR_GEMS,
  PROP_FLOOR_BARS,
  PROP_FLOOR_BAR_VALUE,
  PROP_LAIR_ODDS,
  PROP_RUMORED_GEMS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
set_uint (LairShownBoard *self,
          guint          *field,
          guint           value,
          guint           prop_id)
{
  if (*field == value)
    return;
  *field = value;
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop_id]);
}

static void
set_int (LairShownBoard *self,
         gint           *field,
         gint            value,
         guint           prop_id)
{
  if (*field == value)
    return;
  *field = value;
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop_id]);
}

static void
set_double (LairShownBoard *self,
            double         *field,
            double          value,
            guint           prop_id)
{
  if (*field == value)
    return;
  *field = value;
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop_id]);
}

static void
lair_shown_board_dispose (GObject *object)
{
  LairShownBoard *self = LAIR_SHOWN_BOARD (object);

  if (self->bindings != NULL)
    g_binding_group_set_source (self->bindings, NULL);
  g_clear_object (&self->bindings);
  self->session = NULL;

  G_OBJECT_CLASS (lair_shown_board_parent_class)->dispose (object);
}

static void
lair_shown_board_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  LairShownBoard *self = LAIR_SHOWN_BOARD (object);

  switch (prop_id)
    {
    case PROP_FOLLOWING: g_value_set_boolean (value, self->following); break;
    case PROP_DUNGEON: g_value_set_uint (value, self->dungeon); break;
    case PROP_ROOM: g_value_set_uint (value, self->room); break;
    case PROP_BRAVERY: g_value_set_int (value, self->bravery); break;
    case PROP_FLOOR_GEMS: g_value_set_int (value, self->floor_gems); break;
    case PROP_FLOOR_BARS: g_value_set_uint (value, self->floor_bars); break;
    case PROP_FLOOR_BAR_VALUE: g_value_set_int (value, self->floor_bar_value); break;
    case PROP_LAIR_ODDS: g_value_set_double (value, self->lair_odds); break;
    case PROP_RUMORED_GEMS: g_value_set_double (value, self->rumored_gems); break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
lair_shown_board_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  LairShownBoard *self = LAIR_SHOWN_BOARD (object);

  switch (prop_id)
    {
    case PROP_DUNGEON: set_uint (self, &self->dungeon, g_value_get_uint (value), prop_id); break;
    case PROP_ROOM: set_uint (self, &self->room, g_value_get_uint (value), prop_id); break;
    case PROP_BRAVERY: set_int (self, &self->bravery, g_value_get_int (value), prop_id); break;
    case PROP_FLOOR_GEMS: set_int (self, &self->floor_gems, g_value_get_int (value), prop_id); break;
    case PROP_FLOOR_BARS: set_uint (self, &self->floor_bars, g_value_get_uint (value), prop_id); break;
    case PROP_FLOOR_BAR_VALUE: set_int (self, &self->floor_bar_value, g_value_get_int (value), prop_id); break;
    case PROP_LAIR_ODDS: set_double (self, &self->lair_odds, g_value_get_double (value), prop_id); break;
    case PROP_RUMORED_GEMS: set_double (self, &self->rumored_gems, g_value_get_double (value), prop_id); break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
lair_shown_board_class_init (LairShownBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags rw = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->dispose = lair_shown_board_dispose;
  object_class->get_property = lair_shown_board_get_property;
  object_class->set_property = lair_shown_board_set_property;

  /**
   * LairShownBoard:following:
   *
   * Whether it shows the session as it is (no story is told).
   */
  properties[PROP_FOLLOWING] =
    g_param_spec_boolean ("following", NULL, NULL, TRUE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_DUNGEON] = g_param_spec_uint ("dungeon", NULL, NULL, 0, G_MAXUINT, 0, rw);
  properties[PROP_ROOM] = g_param_spec_uint ("room", NULL, NULL, 0, G_MAXUINT, 0, rw);
  properties[PROP_BRAVERY] = g_param_spec_int ("bravery", NULL, NULL, G_MININT, G_MAXINT, 0, rw);
  properties[PROP_FLOOR_GEMS] = g_param_spec_int ("floor-gems", NULL, NULL, 0, G_MAXINT, 0, rw);
  properties[PROP_FLOOR_BARS] = g_param_spec_uint ("floor-bars", NULL, NULL, 0, G_MAXUINT, 0, rw);
  properties[PROP_FLOOR_BAR_VALUE] = g_param_spec_int ("floor-bar-value", NULL, NULL, 0, G_MAXINT, 0, rw);
  properties[PROP_LAIR_ODDS] = g_param_spec_double ("lair-odds", NULL, NULL, 0.0, 1.0, 0.0, rw);
  properties[PROP_RUMORED_GEMS] = g_param_spec_double ("rumored-gems", NULL, NULL, -G_MAXDOUBLE, G_MAXDOUBLE, 0.0, rw);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
lair_shown_board_init (LairShownBoard *self)
{
}

/**
 * lair_shown_board_new:
 * @session: the game whose table to show
 *
 * Returns: (transfer full): a shown table that follows @session
 */
LairShownBoard *
lair_shown_board_new (LairGameSession *session)
{
  static const char * const followed[] = {
    "dungeon", "room", "bravery", "floor-gems", "floor-bars", "floor-bar-value", "lair-odds", "rumored-gems",
  };
  LairShownBoard *self;

  g_return_val_if_fail (LAIR_IS_GAME_SESSION (session), NULL);

  self = g_object_new (LAIR_TYPE_SHOWN_BOARD, NULL);
  /* the session owns the story that owns this: no reference back */
  self->session = session;
  self->bindings = g_binding_group_new ();
  for (guint i = 0; i < G_N_ELEMENTS (followed); i++)
    g_binding_group_bind (self->bindings, followed[i], self, followed[i], G_BINDING_SYNC_CREATE);
  lair_shown_board_set_following (self, TRUE);
  return self;
}

gboolean
lair_shown_board_get_following (LairShownBoard *self)
{
  g_return_val_if_fail (LAIR_IS_SHOWN_BOARD (self), FALSE);
  return self->following;
}

/**
 * lair_shown_board_set_following:
 * @self: a #LairShownBoard
 * @following: whether to follow the session
 *
 * Follows the session again, taking the table as it is now, or stops
 * following it, for a story to change it beat by beat.
 */
void
lair_shown_board_set_following (LairShownBoard *self,
                                gboolean        following)
{
  g_return_if_fail (LAIR_IS_SHOWN_BOARD (self));

  following = !!following;
  if (self->following == following)
    return;
  self->following = following;
  g_binding_group_set_source (self->bindings, following ? self->session : NULL);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FOLLOWING]);
}

guint lair_shown_board_get_dungeon (LairShownBoard *self) { g_return_val_if_fail (LAIR_IS_SHOWN_BOARD (self), 0); return self->dungeon; }
guint lair_shown_board_get_room (LairShownBoard *self) { g_return_val_if_fail (LAIR_IS_SHOWN_BOARD (self), 0); return self->room; }
gint lair_shown_board_get_bravery (LairShownBoard *self) { g_return_val_if_fail (LAIR_IS_SHOWN_BOARD (self), 0); return self->bravery; }
gint lair_shown_board_get_floor_gems (LairShownBoard *self) { g_return_val_if_fail (LAIR_IS_SHOWN_BOARD (self), 0); return self->floor_gems; }
guint lair_shown_board_get_floor_bars (LairShownBoard *self) { g_return_val_if_fail (LAIR_IS_SHOWN_BOARD (self), 0); return self->floor_bars; }
gint lair_shown_board_get_floor_bar_value (LairShownBoard *self) { g_return_val_if_fail (LAIR_IS_SHOWN_BOARD (self), 0); return self->floor_bar_value; }
double lair_shown_board_get_lair_odds (LairShownBoard *self) { g_return_val_if_fail (LAIR_IS_SHOWN_BOARD (self), 0.0); return self->lair_odds; }
double lair_shown_board_get_rumored_gems (LairShownBoard *self) { g_return_val_if_fail (LAIR_IS_SHOWN_BOARD (self), 0.0); return self->rumored_gems; }

/* For the story */

void
lair_shown_board_set (LairShownBoard *self,
                      const char     *first_property,
                      ...)
{
  va_list args;

  va_start (args, first_property);
  g_object_set_valist (G_OBJECT (self), first_property, args);
  va_end (args);
}
