/* lair-accessible-props.c — a widget's accessible words, as properties
 *
 * GTK 4.8 keeps a widget's accessible label, description and hidden
 * state outside its GObject properties, so they cannot be bound to a
 * model as its label or tooltip can. This object holds them as
 * properties, which bindings set, and hands them on to its widget.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "lair-accessible-props.h"
#include "lair-labels.h"

struct _LairAccessibleProps
{
  GObject    parent_instance;

  GtkWidget *widget;   /* weak */
};

G_DEFINE_FINAL_TYPE (LairAccessibleProps, lair_accessible_props, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_WIDGET,
  PROP_LABEL,
  PROP_DESCRIPTION,
  PROP_HIDDEN,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
set_label (LairAccessibleProps *self,
           const char          *label)
{
  if (self->widget == NULL)
    return;
  if (label == NULL)
    gtk_accessible_reset_property (GTK_ACCESSIBLE (self->widget), GTK_ACCESSIBLE_PROPERTY_LABEL);
  else if (GTK_IS_BUTTON (self->widget) || GTK_IS_MENU_BUTTON (self->widget) || GTK_IS_DROP_DOWN (self->widget))
    /* said once, not also through the button's own label */
    lair_accessible_name_button (self->widget, label);
  else
    gtk_accessible_update_property (GTK_ACCESSIBLE (self->widget), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

static void
describe (GtkWidget  *widget,
          const char *description)
{
  if (description == NULL || *description == '\0')
    gtk_accessible_reset_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
  else
    gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                    description, -1);
}

static void
set_description (LairAccessibleProps *self,
                 const char          *description)
{
  GtkWidget *inner;

  if (self->widget == NULL)
    return;
  describe (self->widget, description);
  /* the keys stop on a menu button's inner button, which GTK 4.8
   * describes by the menu button: with no description of its own, by its
   * name, which a screen reader said twice ("Choose for Ada push button.
   * Choose for Ada.") */
  if (GTK_IS_MENU_BUTTON (self->widget) && (inner = lair_menu_button_get_button (self->widget)) != NULL)
    {
      gtk_accessible_reset_relation (GTK_ACCESSIBLE (inner), GTK_ACCESSIBLE_RELATION_DESCRIBED_BY);
      describe (inner, description);
    }
}

static void
lair_accessible_props_dispose (GObject *object)
{
  LairAccessibleProps *self = LAIR_ACCESSIBLE_PROPS (object);

  g_clear_weak_pointer (&self->widget);

  G_OBJECT_CLASS (lair_accessible_props_parent_class)->dispose (object);
}

static void
lair_accessible_props_get_property (GObject    *object,
                                    guint       prop_id,
                                    GValue     *value,
                                    GParamSpec *pspec)
{
  LairAccessibleProps *self = LAIR_ACCESSIBLE_PROPS (object);

  switch (prop_id)
    {
    case PROP_WIDGET:
      g_value_set_object (value, self->widget);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
lair_accessible_props_set_property (GObject      *object,
                                    guint         prop_id,
                                    const GValue *value,
                                    GParamSpec   *pspec)
{
  LairAccessibleProps *self = LAIR_ACCESSIBLE_PROPS (object);

  switch (prop_id)
    {
    case PROP_WIDGET:
      g_set_weak_pointer (&self->widget, g_value_get_object (value));
      break;
    case PROP_LABEL:
      set_label (self, g_value_get_string (value));
      break;
    case PROP_DESCRIPTION:
      set_description (self, g_value_get_string (value));
      break;
    case PROP_HIDDEN:
      if (self->widget != NULL)
        gtk_accessible_update_state (GTK_ACCESSIBLE (self->widget), GTK_ACCESSIBLE_STATE_HIDDEN,
                                     g_value_get_boolean (value), -1);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
lair_accessible_props_class_init (LairAccessiblePropsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags wo = G_PARAM_WRITABLE | G_PARAM_STATIC_STRINGS;

  object_class->dispose = lair_accessible_props_dispose;
  object_class->get_property = lair_accessible_props_get_property;
  object_class->set_property = lair_accessible_props_set_property;

  /**
   * LairAccessibleProps:widget:
   *
   * The widget whose accessible words these are.
   */
  properties[PROP_WIDGET] =
    g_param_spec_object ("widget", NULL, NULL, GTK_TYPE_WIDGET,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  /**
   * LairAccessibleProps:label:
   *
   * What a screen reader calls the widget; %NULL for its own words.
   */
  properties[PROP_LABEL] = g_param_spec_string ("label", NULL, NULL, NULL, wo);
  /**
   * LairAccessibleProps:description:
   *
   * What a screen reader says after its name; %NULL or empty for nothing.
   */
  properties[PROP_DESCRIPTION] = g_param_spec_string ("description", NULL, NULL, NULL, wo);
  /**
   * LairAccessibleProps:hidden:
   *
   * Whether the widget is out of the accessibility tree.
   */
  properties[PROP_HIDDEN] = g_param_spec_boolean ("hidden", NULL, NULL, FALSE, wo);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
lair_accessible_props_init (LairAccessibleProps *self)
{
}

/**
 * lair_accessible_props_new:
 * @widget: a widget
 *
 * Returns: (transfer full): properties that set @widget's accessible
 *   label, description and hidden state as they are set
 */
LairAccessibleProps *
lair_accessible_props_new (GtkWidget *widget)
{
  g_return_val_if_fail (GTK_IS_WIDGET (widget), NULL);

  return g_object_new (LAIR_TYPE_ACCESSIBLE_PROPS, "widget", widget, NULL);
}
