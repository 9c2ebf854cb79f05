/* lair-grace-ring.c — the second to change one's mind, drawn draining
 *
 * Once every seat has chosen, the table waits a moment before the room
 * is settled; a player may still change their choice. The ring shows that
 * moment running out. Without animations it stays full while it lasts.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "lair-grace-ring.h"

#define RING_SIZE 18

struct _LairGraceRing
{
  GtkWidget         parent_instance;

  AdwAnimation     *animation;
  guint             duration;   /* milliseconds */
  gboolean          running;
  double            fraction;   /* of the moment left, 1 → 0 */
};

G_DEFINE_FINAL_TYPE (LairGraceRing, lair_grace_ring, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_DURATION,
  PROP_RUNNING,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
set_fraction_cb (double         value,
                 LairGraceRing *self)
{
  self->fraction = value;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
lair_grace_ring_snapshot (GtkWidget   *widget,
                          GtkSnapshot *snapshot)
{
  LairGraceRing *self = LAIR_GRACE_RING (widget);
  float width = gtk_widget_get_width (widget);
  float height = gtk_widget_get_height (widget);
  float size = MIN (width, height);
  GdkRGBA color;
  cairo_t *cr;

  if (!self->running || size <= 4)
    return;

  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &color);
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  cairo_set_line_width (cr, 3);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);

  /* the track */
  cairo_set_source_rgba (cr, color.red, color.green, color.blue, color.alpha * 0.2);
  cairo_arc (cr, width / 2, height / 2, size / 2 - 2, 0, 2 * G_PI);
  cairo_stroke (cr);

  /* what is left of the moment, from twelve o'clock */
  if (self->fraction > 0.001)
    {
      cairo_set_source_rgba (cr, color.red, color.green, color.blue, color.alpha);
      cairo_arc (cr, width / 2, height / 2, size / 2 - 2, -G_PI / 2,
                 -G_PI / 2 + 2 * G_PI * self->fraction);
      cairo_stroke (cr);
    }
  cairo_destroy (cr);
}

static void
lair_grace_ring_measure (GtkWidget      *widget,
                         GtkOrientation  orientation,
                         int             for_size,
                         int            *minimum,
                         int            *natural,
                         int            *minimum_baseline,
                         int            *natural_baseline)
{
  *minimum = *natural = RING_SIZE;
}

static void
lair_grace_ring_dispose (GObject *object)
{
  LairGraceRing *self = LAIR_GRACE_RING (object);

  g_clear_object (&self->animation);

  G_OBJECT_CLASS (lair_grace_ring_parent_class)->dispose (object);
}

static void
lair_grace_ring_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  LairGraceRing *self = LAIR_GRACE_RING (object);

  switch (prop_id)
    {
    case PROP_DURATION:
      g_value_set_uint (value, self->duration);
      break;
    case PROP_RUNNING:
      g_value_set_boolean (value, self->running);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
lair_grace_ring_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  LairGraceRing *self = LAIR_GRACE_RING (object);

  switch (prop_id)
    {
    case PROP_DURATION:
      lair_grace_ring_set_duration (self, g_value_get_uint (value));
      break;
    case PROP_RUNNING:
      lair_grace_ring_set_running (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
lair_grace_ring_class_init (LairGraceRingClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = lair_grace_ring_dispose;
  object_class->get_property = lair_grace_ring_get_property;
  object_class->set_property = lair_grace_ring_set_property;
  widget_class->snapshot = lair_grace_ring_snapshot;
  widget_class->measure = lair_grace_ring_measure;

  /**
   * LairGraceRing:duration:
   *
   * How long the moment lasts, in milliseconds.
   */
  properties[PROP_DURATION] =
    g_param_spec_uint ("duration", NULL, NULL, 0, G_MAXUINT, 1000,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * LairGraceRing:running:
   *
   * Whether the moment is running out now; setting it starts the ring
   * full again.
   */
  properties[PROP_RUNNING] =
    g_param_spec_boolean ("running", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "grace-ring");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
lair_grace_ring_init (LairGraceRing *self)
{
  AdwAnimationTarget *target = adw_callback_animation_target_new ((AdwAnimationTargetFunc) set_fraction_cb,
                                                                  self, NULL);

  self->duration = 1000;
  self->fraction = 1.0;
  self->animation = adw_timed_animation_new (GTK_WIDGET (self), 1.0, 0.0, self->duration, target);
  adw_timed_animation_set_easing (ADW_TIMED_ANIMATION (self->animation), ADW_LINEAR);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("A moment to change your mind"), -1);
  gtk_accessible_update_state (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
}

/**
 * lair_grace_ring_new:
 *
 * Returns: (transfer floating): a new ring, not running
 */
GtkWidget *
lair_grace_ring_new (void)
{
  return g_object_new (LAIR_TYPE_GRACE_RING, NULL);
}

/**
 * lair_grace_ring_get_duration:
 * @self: a #LairGraceRing
 *
 * Returns: how long the moment lasts, in milliseconds
 */
guint
lair_grace_ring_get_duration (LairGraceRing *self)
{
  g_return_val_if_fail (LAIR_IS_GRACE_RING (self), 0);
  return self->duration;
}

/**
 * lair_grace_ring_set_duration:
 * @self: a #LairGraceRing
 * @duration: in milliseconds
 *
 * Sets how long the moment lasts; a running ring keeps its pace.
 */
void
lair_grace_ring_set_duration (LairGraceRing *self,
                              guint          duration)
{
  g_return_if_fail (LAIR_IS_GRACE_RING (self));

  if (self->duration == duration)
    return;
  self->duration = duration;
  if (!self->running)
    adw_timed_animation_set_duration (ADW_TIMED_ANIMATION (self->animation), duration);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DURATION]);
}

/**
 * lair_grace_ring_get_running:
 * @self: a #LairGraceRing
 *
 * Returns: whether the moment is running out
 */
gboolean
lair_grace_ring_get_running (LairGraceRing *self)
{
  g_return_val_if_fail (LAIR_IS_GRACE_RING (self), FALSE);
  return self->running;
}

/**
 * lair_grace_ring_set_running:
 * @self: a #LairGraceRing
 * @running: whether the moment runs out now
 *
 * Starts the ring full and drains it over the duration, or stops and
 * hides it.
 */
void
lair_grace_ring_set_running (LairGraceRing *self,
                             gboolean       running)
{
  g_return_if_fail (LAIR_IS_GRACE_RING (self));

  running = !!running;
  if (self->running == running)
    return;
  self->running = running;

  adw_animation_reset (self->animation);
  self->fraction = 1.0;
  if (running && adw_get_enable_animations (GTK_WIDGET (self)) && self->duration > 0)
    {
      adw_timed_animation_set_duration (ADW_TIMED_ANIMATION (self->animation), self->duration);
      adw_animation_play (self->animation);
    }
  gtk_accessible_update_state (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_STATE_HIDDEN, !running, -1);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RUNNING]);
}

