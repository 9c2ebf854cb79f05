/* lair-named-list.c — a drop-down's list whose rows a screen reader names
 *
 * The rows of a list that a GtkDropDown or an AdwComboRow pops up show a
 * GtkStringObject each. GTK 4.8 names such a row by its type
 * ("GtkListItemWidget"), or not at all (GtkListItem:accessible-label is
 * GTK 4.12), and libadwaita 1.2's combo rows keep their own factory's rows
 * unnamed. These rows are named by their words instead.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>

#include "lair-named-list.h"

/* The row a list item's child lies in, which a key stops on */
static GtkWidget *
item_row (GtkListItem *item)
{
  GtkWidget *child = gtk_list_item_get_child (item);

  return child != NULL ? gtk_widget_get_parent (child) : NULL;
}

/* What the drop-down or combo row that popped up @widget has chosen */
static guint
chosen_position (GtkWidget *widget)
{
  GtkWidget *popover = gtk_widget_get_ancestor (widget, GTK_TYPE_POPOVER);
  GtkWidget *owner = popover != NULL ? gtk_widget_get_parent (popover) : NULL;
  guint selected = GTK_INVALID_LIST_POSITION;

  while (owner != NULL && !GTK_IS_DROP_DOWN (owner) && !ADW_IS_COMBO_ROW (owner))
    owner = gtk_widget_get_parent (owner);
  if (owner != NULL)
    g_object_get (owner, "selected", &selected, NULL);
  return selected;
}

/* The tick goes on the chosen row as the list shows: the choice changes
 * only with the list closing, so it is right for as long as it shows */
static void
tick_map_cb (GtkWidget   *tick,
             GtkListItem *item)
{
  gtk_widget_set_opacity (tick, chosen_position (tick) == gtk_list_item_get_position (item) ? 1.0 : 0.0);
}

static void
setup_cb (GtkSignalListItemFactory *factory,
          GtkListItem              *item,
          gpointer                  ticked)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0.0);
  if (ticked)
    {
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 10);
      GtkWidget *tick = gtk_image_new_from_icon_name ("object-select-symbolic");

      gtk_widget_set_hexpand (label, TRUE);
      gtk_box_append (GTK_BOX (box), label);
      gtk_box_append (GTK_BOX (box), tick);
      g_signal_connect (tick, "map", G_CALLBACK (tick_map_cb), item);
      gtk_list_item_set_child (item, box);
    }
  else
    gtk_list_item_set_child (item, label);
}

static void
bind_cb (GtkSignalListItemFactory *factory,
         GtkListItem              *item,
         gpointer                  ticked)
{
  GtkWidget *child = gtk_list_item_get_child (item);
  GtkWidget *label = GTK_IS_LABEL (child) ? child : gtk_widget_get_first_child (child);
  GtkWidget *row = item_row (item);
  const char *words = gtk_string_object_get_string (gtk_list_item_get_item (item));

  gtk_label_set_text (GTK_LABEL (label), words);
  if (row != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, words, -1);
  if (ticked && gtk_widget_get_mapped (child))
    tick_map_cb (gtk_widget_get_last_child (child), item);
}

static void
unbind_cb (GtkSignalListItemFactory *factory,
           GtkListItem              *item,
           gpointer                  ticked)
{
  GtkWidget *row = item_row (item);

  if (row != NULL)
    gtk_accessible_reset_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL);
}

/**
 * lair_named_list_factory_new:
 * @ticked: whether the chosen row has a tick, as in a drop-down's list
 *   (the button that shows the choice has none)
 *
 * Returns: (transfer full): a factory for a list of #GtkStringObject,
 *   each row showing and named by its string
 */
GtkListItemFactory *
lair_named_list_factory_new (gboolean ticked)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();

  g_signal_connect (factory, "setup", G_CALLBACK (setup_cb), GINT_TO_POINTER (ticked));
  g_signal_connect (factory, "bind", G_CALLBACK (bind_cb), GINT_TO_POINTER (ticked));
  g_signal_connect (factory, "unbind", G_CALLBACK (unbind_cb), GINT_TO_POINTER (ticked));
  return factory;
}
