/* lair-room-tile.c — one room of the dungeon strip
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "lair-labels.h"
#include "lair-room-tile.h"

struct _LairRoomTile
{
  GtkWidget     parent_instance;

  LairRoomItem *room;

  GtkLabel     *number_label;
  GtkImage     *image;
  GtkLabel     *value_label;
  GtkLabel     *text_label;
};

G_DEFINE_FINAL_TYPE (LairRoomTile, lair_room_tile, GTK_TYPE_WIDGET)

static const char * const kind_classes[] = {
  [LAIR_ROOM_GEMS] = "gems",
  [LAIR_ROOM_GOLD] = "gold",
  [LAIR_ROOM_WARNING] = "warning",
  [LAIR_ROOM_ADVENTURE] = "adventure",
  [LAIR_ROOM_LAIR] = "lair",
  [LAIR_ROOM_DEAD_SPIDER] = "dead-spider",
};

static void
update (LairRoomTile *self)
{
  LairRoomItem *room = self->room;
  GtkWidget *widget = GTK_WIDGET (self);
  g_autofree char *number = NULL;
  g_autofree char *value = NULL;
  g_autofree char *description = NULL;
  const char *text = NULL;
  LairRoomKind kind;

  for (guint i = 0; i < G_N_ELEMENTS (kind_classes); i++)
    gtk_widget_remove_css_class (widget, kind_classes[i]);

  if (room == NULL)
    return;

  kind = lair_room_item_get_kind (room);
  if ((guint) kind < G_N_ELEMENTS (kind_classes))
    gtk_widget_add_css_class (widget, kind_classes[kind]);
  if (lair_room_item_get_current (room))
    gtk_widget_add_css_class (widget, "current");
  else
    gtk_widget_remove_css_class (widget, "current");
  if (lair_room_item_get_entered (room))
    gtk_widget_remove_css_class (widget, "unentered");
  else
    gtk_widget_add_css_class (widget, "unentered");

  number = g_strdup_printf ("%u", lair_room_item_get_number (room));
  gtk_label_set_text (self->number_label, number);
  gtk_image_set_from_icon_name (self->image, lair_room_icon_name (room));

  switch (kind)
    {
    case LAIR_ROOM_GEMS:
      value = g_strdup_printf ("%d", lair_room_item_get_value (room));
      text = g_dngettext (GETTEXT_PACKAGE, "gem", "gems", lair_room_item_get_value (room));
      break;
    case LAIR_ROOM_GOLD:
      /* Translators: a gold bar's value in money */
      value = g_strdup_printf (_("$%d"), lair_room_item_get_value (room));
      text = _("Gold bar");
      break;
    case LAIR_ROOM_WARNING:
    case LAIR_ROOM_DEAD_SPIDER:
      text = lair_room_item_get_outcome (room);
      break;
    case LAIR_ROOM_LAIR:
    case LAIR_ROOM_ADVENTURE:
    default:
      text = lair_room_item_get_title (room);
      break;
    }
  gtk_label_set_text (self->value_label, value != NULL ? value : "");
  gtk_widget_set_visible (GTK_WIDGET (self->value_label), value != NULL);
  gtk_label_set_text (self->text_label, text != NULL ? text : "");

  description = lair_room_describe (room);
  gtk_widget_set_tooltip_text (widget, description);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, description, -1);
}

static void
lair_room_tile_dispose (GObject *object)
{
  LairRoomTile *self = LAIR_ROOM_TILE (object);
  GtkWidget *child;

  lair_room_tile_set_room (self, NULL);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (lair_room_tile_parent_class)->dispose (object);
}

static void
lair_room_tile_class_init (LairRoomTileClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = lair_room_tile_dispose;

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "roomtile");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static GtkLabel *
add_label (LairRoomTile *self,
           const char   *css_class)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_widget_add_css_class (label, css_class);
  gtk_widget_set_parent (label, GTK_WIDGET (self));
  return GTK_LABEL (label);
}

static void
lair_room_tile_init (LairRoomTile *self)
{
  GtkLayoutManager *layout = gtk_widget_get_layout_manager (GTK_WIDGET (self));

  gtk_orientable_set_orientation (GTK_ORIENTABLE (layout), GTK_ORIENTATION_VERTICAL);
  gtk_box_layout_set_spacing (GTK_BOX_LAYOUT (layout), 2);

  self->number_label = add_label (self, "caption");
  gtk_widget_add_css_class (GTK_WIDGET (self->number_label), "dim-label");

  self->image = GTK_IMAGE (gtk_image_new ());
  gtk_image_set_pixel_size (self->image, 40);
  gtk_widget_set_parent (GTK_WIDGET (self->image), GTK_WIDGET (self));

  self->value_label = add_label (self, "heading");
  self->text_label = add_label (self, "caption");
  gtk_label_set_wrap (self->text_label, TRUE);
  gtk_label_set_justify (self->text_label, GTK_JUSTIFY_CENTER);
  gtk_label_set_lines (self->text_label, 3);
  gtk_label_set_ellipsize (self->text_label, PANGO_ELLIPSIZE_END);
  gtk_label_set_max_width_chars (self->text_label, 10);
  gtk_label_set_width_chars (self->text_label, 10);
  gtk_widget_set_valign (GTK_WIDGET (self->text_label), GTK_ALIGN_START);
}

/**
 * lair_room_tile_new:
 *
 * Returns: (transfer full): an empty tile
 */
GtkWidget *
lair_room_tile_new (void)
{
  return g_object_new (LAIR_TYPE_ROOM_TILE, NULL);
}

/**
 * lair_room_tile_get_room:
 * @self: a #LairRoomTile
 *
 * Returns: (transfer none) (nullable): the room shown
 */
LairRoomItem *
lair_room_tile_get_room (LairRoomTile *self)
{
  g_return_val_if_fail (LAIR_IS_ROOM_TILE (self), NULL);
  return self->room;
}

/**
 * lair_room_tile_set_room:
 * @self: a #LairRoomTile
 * @room: (nullable): the room to show
 *
 * Shows @room and follows its changes.
 */
void
lair_room_tile_set_room (LairRoomTile *self,
                         LairRoomItem *room)
{
  g_return_if_fail (LAIR_IS_ROOM_TILE (self));

  if (self->room == room)
    return;
  if (self->room != NULL)
    g_signal_handlers_disconnect_by_func (self->room, update, self);
  g_set_object (&self->room, room);
  if (room != NULL)
    g_signal_connect_object (room, "notify", G_CALLBACK (update), self, G_CONNECT_SWAPPED);
  update (self);
}
