/* lair-breakpoint-bin.c — a child laid out wide, or narrow under a width
 *
 * The game's views change their layout with their width: the board folds
 * its log and badges on a phone. This bin says which layout is in place,
 * as its #LairBreakpointBin:narrow property, which the widgets inside
 * bind to — the part libadwaita 1.4's AdwBreakpointBin plays, which
 * libadwaita 1.2 lacks.
 *
 * Widgets cannot come and go while being laid out, so the bin turns its
 * layout in an idle just after the allocation that crossed its width,
 * and keeps that one frame right: it asks for no more width than its
 * narrow layout needs, and cuts its child at the edge until the narrow
 * layout is in place. About to be shown, it turns its layout at once,
 * for the width its window has, so that its first frame is already
 * right.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "lair-breakpoint-bin.h"

/* the narrowest window the game is laid out for */
#define PHONE_WIDTH 360

struct _LairBreakpointBin
{
  GtkWidget  parent_instance;

  GtkWidget *child;
  int        narrow_width;    /* narrow under this width */
  gboolean   narrow;          /* the layout in place */
  int        narrow_minimum;  /* the narrow layout's least width, as last measured */
  int        width;           /* the width laid out for */
  guint      fold_source;
};

G_DEFINE_FINAL_TYPE (LairBreakpointBin, lair_breakpoint_bin, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_CHILD,
  PROP_NARROW_WIDTH,
  PROP_NARROW,
  PROP_WIDTH,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Lays out for @width: the narrow layout or the wide one */
static void
take_width (LairBreakpointBin *self,
            int                width)
{
  gboolean narrow = width < self->narrow_width;

  g_object_freeze_notify (G_OBJECT (self));
  if (self->width != width)
    {
      self->width = width;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_WIDTH]);
    }
  if (self->narrow != narrow)
    {
      self->narrow = narrow;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NARROW]);
    }
  g_object_thaw_notify (G_OBJECT (self));
}

static gboolean
fold_cb (gpointer data)
{
  LairBreakpointBin *self = data;

  self->fold_source = 0;
  take_width (self, gtk_widget_get_width (GTK_WIDGET (self)));
  return G_SOURCE_REMOVE;
}

static GtkSizeRequestMode
lair_breakpoint_bin_get_request_mode (GtkWidget *widget)
{
  LairBreakpointBin *self = LAIR_BREAKPOINT_BIN (widget);

  return self->child != NULL ? gtk_widget_get_request_mode (self->child) : GTK_SIZE_REQUEST_CONSTANT_SIZE;
}

/* The wide layout needs more room than the narrow one it turns into: the
 * window may go straight to a phone's width, and is laid out narrow from
 * the next frame on, so a wide layout asks for no more width than the
 * narrow one did. */
static void
lair_breakpoint_bin_measure (GtkWidget      *widget,
                             GtkOrientation  orientation,
                             int             for_size,
                             int            *minimum,
                             int            *natural,
                             int            *minimum_baseline,
                             int            *natural_baseline)
{
  LairBreakpointBin *self = LAIR_BREAKPOINT_BIN (widget);

  if (self->child == NULL)
    {
      *minimum = *natural = 0;
      return;
    }
  /* a width under the child's least is one it is never given (see
   * size_allocate): its height is measured for the width it gets */
  if (for_size >= 0)
    {
      GtkOrientation other = orientation == GTK_ORIENTATION_HORIZONTAL ?
                             GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL;
      int child_minimum;

      gtk_widget_measure (self->child, other, -1, &child_minimum, NULL, NULL, NULL);
      for_size = MAX (for_size, child_minimum);
    }
  gtk_widget_measure (self->child, orientation, for_size, minimum, natural, minimum_baseline, natural_baseline);
  if (orientation == GTK_ORIENTATION_HORIZONTAL && for_size < 0)
    {
      if (self->narrow)
        self->narrow_minimum = *minimum;
      else
        *minimum = MIN (*minimum, self->narrow_minimum);
    }
}

/* Until the narrow layout is in place, the wide one at its smallest, cut
 * at the edge for that one frame */
static void
lair_breakpoint_bin_size_allocate (GtkWidget *widget,
                                   int        width,
                                   int        height,
                                   int        baseline)
{
  LairBreakpointBin *self = LAIR_BREAKPOINT_BIN (widget);
  int child_minimum;

  /* widgets cannot come and go while being laid out: just after */
  if (width != self->width && self->fold_source == 0)
    self->fold_source = g_idle_add (fold_cb, self);
  if (self->child == NULL)
    return;
  gtk_widget_measure (self->child, GTK_ORIENTATION_HORIZONTAL, -1, &child_minimum, NULL, NULL, NULL);
  gtk_widget_allocate (self->child, MAX (width, child_minimum), height, baseline, NULL);
}

/* The width the bin is about to be given, as far as can be known before
 * its first allocation: its window's, or the window's default width
 * while the window has none yet; 0 when there is no telling */
static int
expected_width (LairBreakpointBin *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  int width, height;

  if (!GTK_IS_WINDOW (root))
    return 0;
  width = gtk_widget_get_width (GTK_WIDGET (root));
  if (width <= 0)
    gtk_window_get_default_size (GTK_WINDOW (root), &width, &height); /* GTK 4.8 needs both */
  return MAX (width, 0);
}

/* Shown again, or for the first time: laid out for the window's width
 * before its first frame, rather than in an idle after it, so that no
 * frame of the other layout flashes by */
static void
lair_breakpoint_bin_map (GtkWidget *widget)
{
  LairBreakpointBin *self = LAIR_BREAKPOINT_BIN (widget);
  int width = expected_width (self);

  if (width > 0)
    {
      /* the narrow layout, still in place, gives the least width the
       * wide one may ask for (see measure) */
      if (self->narrow && width >= self->narrow_width && self->child != NULL)
        gtk_widget_measure (self->child, GTK_ORIENTATION_HORIZONTAL, -1, &self->narrow_minimum, NULL, NULL, NULL);
      g_clear_handle_id (&self->fold_source, g_source_remove);
      take_width (self, width);
    }
  GTK_WIDGET_CLASS (lair_breakpoint_bin_parent_class)->map (widget);
}

static void
lair_breakpoint_bin_dispose (GObject *object)
{
  LairBreakpointBin *self = LAIR_BREAKPOINT_BIN (object);

  g_clear_handle_id (&self->fold_source, g_source_remove);
  g_clear_pointer (&self->child, gtk_widget_unparent);

  G_OBJECT_CLASS (lair_breakpoint_bin_parent_class)->dispose (object);
}

static void
lair_breakpoint_bin_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  LairBreakpointBin *self = LAIR_BREAKPOINT_BIN (object);

  switch (prop_id)
    {
    case PROP_CHILD:
      g_value_set_object (value, self->child);
      break;
    case PROP_NARROW_WIDTH:
      g_value_set_int (value, self->narrow_width);
      break;
    case PROP_NARROW:
      g_value_set_boolean (value, self->narrow);
      break;
    case PROP_WIDTH:
      g_value_set_int (value, self->width);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
lair_breakpoint_bin_set_property (GObject      *object,
                                  guint         prop_id,
                                  const GValue *value,
                                  GParamSpec   *pspec)
{
  LairBreakpointBin *self = LAIR_BREAKPOINT_BIN (object);

  switch (prop_id)
    {
    case PROP_CHILD:
      lair_breakpoint_bin_set_child (self, g_value_get_object (value));
      break;
    case PROP_NARROW_WIDTH:
      lair_breakpoint_bin_set_narrow_width (self, g_value_get_int (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
lair_breakpoint_bin_class_init (LairBreakpointBinClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GParamFlags rw = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;
  GParamFlags ro = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->dispose = lair_breakpoint_bin_dispose;
  object_class->get_property = lair_breakpoint_bin_get_property;
  object_class->set_property = lair_breakpoint_bin_set_property;
  widget_class->get_request_mode = lair_breakpoint_bin_get_request_mode;
  widget_class->measure = lair_breakpoint_bin_measure;
  widget_class->size_allocate = lair_breakpoint_bin_size_allocate;
  widget_class->map = lair_breakpoint_bin_map;

  /**
   * LairBreakpointBin:child:
   *
   * The widget laid out.
   */
  properties[PROP_CHILD] = g_param_spec_object ("child", NULL, NULL, GTK_TYPE_WIDGET, rw);
  /**
   * LairBreakpointBin:narrow-width:
   *
   * The width under which the narrow layout is in place.
   */
  properties[PROP_NARROW_WIDTH] = g_param_spec_int ("narrow-width", NULL, NULL, 0, G_MAXINT, 720, rw);
  /**
   * LairBreakpointBin:narrow:
   *
   * Whether the narrow layout is in place: it turns just after the
   * allocation that crossed #LairBreakpointBin:narrow-width, or before
   * the first frame when the bin is shown. Narrow until then.
   */
  properties[PROP_NARROW] = g_param_spec_boolean ("narrow", NULL, NULL, TRUE, ro);
  /**
   * LairBreakpointBin:width:
   *
   * The width the layout in place is for: the last allocated (it follows
   * just after the allocation, as #LairBreakpointBin:narrow does), or the
   * window's when the bin was shown; 0 before then.
   */
  properties[PROP_WIDTH] = g_param_spec_int ("width", NULL, NULL, 0, G_MAXINT, 0, ro);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "breakpointbin");
}

static void
lair_breakpoint_bin_init (LairBreakpointBin *self)
{
  self->narrow_width = 720;
  self->narrow = TRUE;
  self->narrow_minimum = PHONE_WIDTH;
  /* the wide layout cut at the edge, for the one frame before it folds */
  gtk_widget_set_overflow (GTK_WIDGET (self), GTK_OVERFLOW_HIDDEN);
}

/**
 * lair_breakpoint_bin_new:
 *
 * Returns: (transfer full): a new, empty breakpoint bin
 */
GtkWidget *
lair_breakpoint_bin_new (void)
{
  return g_object_new (LAIR_TYPE_BREAKPOINT_BIN, NULL);
}

GtkWidget *
lair_breakpoint_bin_get_child (LairBreakpointBin *self)
{
  g_return_val_if_fail (LAIR_IS_BREAKPOINT_BIN (self), NULL);
  return self->child;
}

void
lair_breakpoint_bin_set_child (LairBreakpointBin *self,
                               GtkWidget         *child)
{
  g_return_if_fail (LAIR_IS_BREAKPOINT_BIN (self));
  g_return_if_fail (child == NULL || GTK_IS_WIDGET (child));

  if (self->child == child)
    return;
  g_clear_pointer (&self->child, gtk_widget_unparent);
  if (child != NULL)
    {
      self->child = child;
      gtk_widget_set_parent (child, GTK_WIDGET (self));
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CHILD]);
}

int
lair_breakpoint_bin_get_narrow_width (LairBreakpointBin *self)
{
  g_return_val_if_fail (LAIR_IS_BREAKPOINT_BIN (self), 0);
  return self->narrow_width;
}

void
lair_breakpoint_bin_set_narrow_width (LairBreakpointBin *self,
                                      int                narrow_width)
{
  g_return_if_fail (LAIR_IS_BREAKPOINT_BIN (self));

  if (self->narrow_width == narrow_width)
    return;
  self->narrow_width = narrow_width;
  gtk_widget_queue_allocate (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NARROW_WIDTH]);
}

gboolean
lair_breakpoint_bin_get_narrow (LairBreakpointBin *self)
{
  g_return_val_if_fail (LAIR_IS_BREAKPOINT_BIN (self), FALSE);
  return self->narrow;
}

int
lair_breakpoint_bin_get_width (LairBreakpointBin *self)
{
  g_return_val_if_fail (LAIR_IS_BREAKPOINT_BIN (self), 0);
  return self->width;
}
