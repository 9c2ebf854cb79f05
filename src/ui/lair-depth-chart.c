/* lair-depth-chart.c — how deep the dungeons went, drawn as bars
 *
 * One bar per depth, as tall as the number of dungeons that ended there,
 * in the colours of the widget's style so that the dark style and high
 * contrast follow. The figures are also said in words, for screen
 * readers.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "lair-depth-chart.h"

#define LABEL_GAP 4.0
#define BAR_GAP   0.2   /* of a bar's slot */

struct _LairDepthChart
{
  GtkWidget  parent_instance;

  GArray    *counts;   /* of gint64, indexed by depth */
  char      *summary;
};

G_DEFINE_FINAL_TYPE (LairDepthChart, lair_depth_chart, GTK_TYPE_WIDGET)

/* The first depth with dungeons, or counts->len when there is none */
static guint
first_depth (LairDepthChart *self)
{
  for (guint d = 0; d < self->counts->len; d++)
    if (g_array_index (self->counts, gint64, d) > 0)
      return d;
  return self->counts->len;
}

static char *
build_summary (LairDepthChart *self)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint d = first_depth (self); d < self->counts->len; d++)
    {
      gint64 n = g_array_index (self->counts, gint64, d);
      g_autofree char *number = g_strdup_printf ("%'" G_GINT64_FORMAT, n);

      if (text->len > 0)
        /* Translators: between the bars of the depth chart, said in words */
        g_string_append (text, _("; "));
      /* Translators: one bar of the chart of depths, for screen readers:
       * "room 7: 1,234 dungeons" */
      g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE,
                                                 "room %u: %s dungeon",
                                                 "room %u: %s dungeons",
                                                 (gulong) MIN (n, G_MAXLONG)),
                              d, number);
    }
  if (text->len == 0)
    return g_strdup (_("No dungeons yet"));
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static void
get_colors (LairDepthChart *self,
            GdkRGBA        *foreground,
            GdkRGBA        *accent)
{
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  GtkStyleContext *context = gtk_widget_get_style_context (GTK_WIDGET (self));

  gtk_style_context_get_color (context, foreground);
  if (!gtk_style_context_lookup_color (context, "accent_color", accent))
    *accent = *foreground;
  G_GNUC_END_IGNORE_DEPRECATIONS
}

static PangoLayout *
label_layout (LairDepthChart *self,
              const char     *text,
              int            *width,
              int            *height)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), text);

  pango_layout_get_pixel_size (layout, width, height);
  return layout;
}

static void
lair_depth_chart_snapshot (GtkWidget   *widget,
                           GtkSnapshot *snapshot)
{
  LairDepthChart *self = LAIR_DEPTH_CHART (widget);
  double width = gtk_widget_get_width (widget);
  double height = gtk_widget_get_height (widget);
  guint from = first_depth (self);
  guint n_bars;
  gint64 most = 0;
  g_autofree char *top_text = NULL;
  g_autoptr(PangoLayout) top = NULL;
  int top_width, text_height;
  double left, bottom, slot;
  GdkRGBA foreground, accent;
  cairo_t *cr;

  if (from >= self->counts->len || width <= 0 || height <= 0)
    return;
  n_bars = self->counts->len - from;
  for (guint d = from; d < self->counts->len; d++)
    most = MAX (most, g_array_index (self->counts, gint64, d));

  get_colors (self, &foreground, &accent);
  top_text = g_strdup_printf ("%'" G_GINT64_FORMAT, most);
  top = label_layout (self, top_text, &top_width, &text_height);
  left = top_width + LABEL_GAP;
  bottom = height - text_height - LABEL_GAP;
  slot = (width - left) / n_bars;
  if (bottom <= 0 || slot <= 0)
    return;

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));

  /* the axis, and the most dungeons of a depth beside it */
  cairo_set_source_rgba (cr, foreground.red, foreground.green, foreground.blue, foreground.alpha * 0.3);
  cairo_rectangle (cr, left, bottom, width - left, 1);
  cairo_fill (cr);
  cairo_set_source_rgba (cr, foreground.red, foreground.green, foreground.blue, foreground.alpha * 0.7);
  cairo_move_to (cr, 0, 0);
  pango_cairo_show_layout (cr, top);

  cairo_set_source_rgba (cr, accent.red, accent.green, accent.blue, accent.alpha);
  for (guint i = 0; i < n_bars; i++)
    {
      gint64 n = g_array_index (self->counts, gint64, from + i);
      double bar = most > 0 ? (double) n / (double) most * (bottom - text_height / 2.0) : 0;

      if (n > 0)
        cairo_rectangle (cr, left + slot * (i + BAR_GAP / 2), bottom - MAX (bar, 1.0),
                         slot * (1 - BAR_GAP), MAX (bar, 1.0));
    }
  cairo_fill (cr);

  /* the depths under the bars, as many as fit */
  cairo_set_source_rgba (cr, foreground.red, foreground.green, foreground.blue, foreground.alpha * 0.7);
  {
    double next_free = left;

    for (guint i = 0; i < n_bars; i++)
      {
        g_autofree char *text = g_strdup_printf ("%u", from + i);
        g_autoptr(PangoLayout) layout = NULL;
        int text_width, h;
        double x;

        layout = label_layout (self, text, &text_width, &h);
        x = round (left + slot * (i + 0.5) - text_width / 2.0);
        if (x < next_free || x + text_width > width)
          continue;
        cairo_move_to (cr, x, bottom + LABEL_GAP);
        pango_cairo_show_layout (cr, layout);
        next_free = x + text_width + 2 * LABEL_GAP;
      }
  }

  cairo_destroy (cr);
}

static void
lair_depth_chart_measure (GtkWidget      *widget,
                          GtkOrientation  orientation,
                          int             for_size,
                          int            *minimum,
                          int            *natural,
                          int            *minimum_baseline,
                          int            *natural_baseline)
{
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = 120;
      *natural = 320;
    }
  else
    {
      *minimum = 120;
      *natural = 160;
    }
}

static void
lair_depth_chart_css_changed (GtkWidget         *widget,
                              GtkCssStyleChange *change)
{
  GTK_WIDGET_CLASS (lair_depth_chart_parent_class)->css_changed (widget, change);

  /* colours drawn by hand follow the style only when drawn again */
  gtk_widget_queue_draw (widget);
}

static void
lair_depth_chart_finalize (GObject *object)
{
  LairDepthChart *self = LAIR_DEPTH_CHART (object);

  g_array_unref (self->counts);
  g_free (self->summary);

  G_OBJECT_CLASS (lair_depth_chart_parent_class)->finalize (object);
}

static void
lair_depth_chart_class_init (LairDepthChartClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = lair_depth_chart_finalize;
  widget_class->snapshot = lair_depth_chart_snapshot;
  widget_class->measure = lair_depth_chart_measure;
  widget_class->css_changed = lair_depth_chart_css_changed;

  gtk_widget_class_set_css_name (widget_class, "depth-chart");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
lair_depth_chart_init (LairDepthChart *self)
{
  self->counts = g_array_new (FALSE, TRUE, sizeof (gint64));
  self->summary = build_summary (self);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Dungeons by depth"),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, self->summary,
                                  -1);
}

/**
 * lair_depth_chart_new:
 *
 * Returns: (transfer full): a chart of no dungeons
 */
GtkWidget *
lair_depth_chart_new (void)
{
  return g_object_new (LAIR_TYPE_DEPTH_CHART, NULL);
}

/**
 * lair_depth_chart_set_counts:
 * @self: a #LairDepthChart
 * @counts: (element-type gint64): how many dungeons ended at each depth,
 *   indexed by depth, as lair_store_get_depth_histogram() gives them
 *
 * Draws @counts, and says them in the chart's accessible description.
 */
void
lair_depth_chart_set_counts (LairDepthChart *self,
                             GArray         *counts)
{
  g_return_if_fail (LAIR_IS_DEPTH_CHART (self));
  g_return_if_fail (counts != NULL);

  g_array_set_size (self->counts, 0);
  g_array_append_vals (self->counts, counts->data, counts->len);
  g_free (self->summary);
  self->summary = build_summary (self);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, self->summary,
                                  -1);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/**
 * lair_depth_chart_get_counts:
 * @self: a #LairDepthChart
 *
 * Returns: (transfer none) (element-type gint64): the counts drawn
 */
GArray *
lair_depth_chart_get_counts (LairDepthChart *self)
{
  g_return_val_if_fail (LAIR_IS_DEPTH_CHART (self), NULL);
  return self->counts;
}

/**
 * lair_depth_chart_get_summary:
 * @self: a #LairDepthChart
 *
 * Returns: what the chart shows, in words: its accessible description
 */
const char *
lair_depth_chart_get_summary (LairDepthChart *self)
{
  g_return_val_if_fail (LAIR_IS_DEPTH_CHART (self), NULL);
  return self->summary;
}
