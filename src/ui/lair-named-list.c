/* lair-named-list.c — a drop-down's list whose rows a screen reader names
 *
 * The rows of a list that a GtkDropDown or an AdwComboRow pops up show a
 * GtkStringObject each. GTK 4.8 names such a row by its type
 * ("GtkListItemWidget"), or not at all, and libadwaita's combo rows keep
 * their own factory's rows unnamed. These rows are named by their words
 * instead: through GtkListItem:accessible-label where GTK has it (4.12),
 * through the row widget before.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "lair-named-list.h"

/* The row a list item's child lies in, which a key stops on */
static GtkWidget *
item_row (GtkListItem *item)
{
  GtkWidget *child = gtk_list_item_get_child (item);

  return child != NULL ? gtk_widget_get_parent (child) : NULL;
}

static void
setup_cb (GtkSignalListItemFactory *factory,
          GtkListItem              *item,
          GObject                  *owner)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0.0);
  if (owner != NULL)
    {
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 10);

      gtk_widget_set_hexpand (label, TRUE);
      gtk_box_append (GTK_BOX (box), label);
      gtk_box_append (GTK_BOX (box), gtk_image_new_from_icon_name ("object-select-symbolic"));
      gtk_list_item_set_child (item, box);
    }
  else
    {
      gtk_list_item_set_child (item, label);
#if GTK_CHECK_VERSION (4, 12, 0)
      /* the button that shows the choice takes the keys and says it: the
       * item inside is no stop of its own */
      gtk_list_item_set_focusable (item, FALSE);
#endif
    }
}

/* A row's tick shows on the row chosen */
static double
tick_opacity_cb (GtkListItem *item,
                 guint        selected,
                 guint        position,
                 gpointer     user_data)
{
  return selected == position ? 1.0 : 0.0;
}

static void
bind_cb (GtkSignalListItemFactory *factory,
         GtkListItem              *item,
         GObject                  *owner)
{
  GtkWidget *child = gtk_list_item_get_child (item);
  GtkWidget *label = owner == NULL ? child : gtk_widget_get_first_child (child);
  G_GNUC_UNUSED GtkWidget *row = item_row (item);
  const char *words = gtk_string_object_get_string (gtk_list_item_get_item (item));

  gtk_label_set_text (GTK_LABEL (label), words);
#if GTK_CHECK_VERSION (4, 12, 0)
  gtk_list_item_set_accessible_label (item, words);
#else
  if (row != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, words, -1);
#endif
  if (owner != NULL)
    {
      GtkExpression *chosen[] = {
        gtk_property_expression_new (G_OBJECT_TYPE (owner), gtk_object_expression_new (owner), "selected"),
        gtk_property_expression_new (GTK_TYPE_LIST_ITEM, NULL, "position"),
      };
      GtkExpressionWatch *watch;

      watch = gtk_expression_bind (gtk_cclosure_expression_new (G_TYPE_DOUBLE, NULL, G_N_ELEMENTS (chosen), chosen,
                                                                G_CALLBACK (tick_opacity_cb), NULL, NULL),
                                   gtk_widget_get_last_child (child), "opacity", item);
      g_object_set_data (G_OBJECT (item), "lair-tick-watch", watch);
    }
}

static void
unbind_cb (GtkSignalListItemFactory *factory,
           GtkListItem              *item,
           GObject                  *owner)
{
  GtkWidget *row = item_row (item);
  GtkExpressionWatch *watch = g_object_steal_data (G_OBJECT (item), "lair-tick-watch");

  if (watch != NULL)
    gtk_expression_watch_unwatch (watch);
  if (row != NULL)
    gtk_accessible_reset_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL);
}

/**
 * lair_named_list_factory_new:
 * @owner: (nullable): the #GtkDropDown or #AdwComboRow whose list it
 *   makes, whose chosen row has a tick; %NULL for the row that shows
 *   the choice, with none
 *
 * Returns: (transfer full): a factory for a list of #GtkStringObject,
 *   each row showing and named by its string
 */
GtkListItemFactory *
lair_named_list_factory_new (GObject *owner)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();

  g_return_val_if_fail (owner == NULL || g_object_class_find_property (G_OBJECT_GET_CLASS (owner), "selected"),
                        factory);

  g_signal_connect (factory, "setup", G_CALLBACK (setup_cb), owner);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_cb), owner);
  g_signal_connect (factory, "unbind", G_CALLBACK (unbind_cb), owner);
  return factory;
}
