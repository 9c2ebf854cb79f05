/* lair-score-chart.c — the winning scores over time, drawn
 *
 * A line of the winning scores, oldest game on the left, over a grid of
 * money, in the colours of the widget's style so that the dark style and
 * high contrast follow. What the line shows is also said in words, for
 * screen readers.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "lair-score-chart.h"
#include "lair-words-summary.h"

#define GRID_LINES   4
#define LABEL_GAP    6.0
#define LINE_WIDTH   2.0
#define PIXELS_PER_POINT 2.0

struct _LairScoreChart
{
  GtkWidget  parent_instance;

  GArray    *points;   /* of LairStoreScorePoint */
  char      *summary;
};

enum {
  PROP_0,
  PROP_POINTS,
  PROP_SUMMARY,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (LairScoreChart, lair_score_chart, GTK_TYPE_WIDGET)

static char *
format_money (double value)
{
  return lair_words_money_total (value, 0);
}

static char *
format_date (gint64 unix_time)
{
  g_autoptr(GDateTime) date = g_date_time_new_from_unix_local (unix_time);

  if (date == NULL)
    return g_strdup ("");
  /* Translators: a date under the chart of winning scores, see
   * g_date_time_format(); %x is the locale's date */
  /* xgettext:no-c-format */
  return g_date_time_format (date, _("%x"));
}

/* A step of 1, 2 or 5 times a power of ten, at least 1, that cuts
 * @range into about @n parts. */
static double
nice_step (double range,
           guint  n)
{
  double raw = range / n;
  double magnitude;
  double fraction;

  if (raw <= 1.0)
    return 1.0;
  magnitude = pow (10.0, floor (log10 (raw)));
  fraction = raw / magnitude;
  if (fraction <= 1.0)
    fraction = 1.0;
  else if (fraction <= 2.0)
    fraction = 2.0;
  else if (fraction <= 5.0)
    fraction = 5.0;
  else
    fraction = 10.0;
  return fraction * magnitude;
}

static void
score_range (LairScoreChart *self,
             double         *lowest,
             double         *highest)
{
  *lowest = G_MAXDOUBLE;
  *highest = -G_MAXDOUBLE;
  for (guint i = 0; i < self->points->len; i++)
    {
      const LairStoreScorePoint *point = &g_array_index (self->points, LairStoreScorePoint, i);

      *lowest = MIN (*lowest, point->score);
      *highest = MAX (*highest, point->score);
    }
}

static guint
count_games (LairScoreChart *self)
{
  guint n_games = 0;

  for (guint i = 0; i < self->points->len; i++)
    n_games += g_array_index (self->points, LairStoreScorePoint, i).n_games;
  return n_games;
}

static char *
build_summary (LairScoreChart *self)
{
  const LairStoreScorePoint *first, *last;
  g_autofree char *from = NULL;
  g_autofree char *to = NULL;
  g_autofree char *low = NULL;
  g_autofree char *high = NULL;
  g_autofree char *first_score = NULL;
  g_autofree char *last_score = NULL;
  g_autofree char *n_games_text = NULL;
  g_autofree char *games = NULL;
  g_autofree char *range = NULL;
  guint n_games;
  double lowest, highest;

  if (self->points == NULL || self->points->len == 0)
    return g_strdup (_("No winning scores yet."));

  first = &g_array_index (self->points, LairStoreScorePoint, 0);
  last = &g_array_index (self->points, LairStoreScorePoint, self->points->len - 1);
  score_range (self, &lowest, &highest);
  n_games = count_games (self);
  n_games_text = g_strdup_printf ("%'u", n_games);
  from = format_date (first->date);
  to = format_date (last->date);
  low = format_money (lowest);
  high = format_money (highest);
  first_score = format_money (first->score);
  last_score = format_money (last->score);

  /* Translators: the first part of the description of the chart of
   * winning scores, for screen readers; %s are a number and two dates */
  games = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                        "The winning score of %s game, played %s to %s.",
                                        "The winning scores of %s games, played from %s to %s.",
                                        n_games),
                           n_games_text, from, to);
  /* Translators: the second part of the description of the chart of
   * winning scores: the lowest, highest, first and last amounts */
  range = g_strdup_printf (_("The line goes between %s and %s, starting at %s and ending at %s."),
                           low, high, first_score, last_score);

  return g_strjoin (" ", games, range, NULL);
}

static void
update_summary (LairScoreChart *self)
{
  g_free (self->summary);
  self->summary = build_summary (self);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, self->summary,
                                  -1);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SUMMARY]);
}

static void
get_colors (LairScoreChart *self,
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

static void
set_source (cairo_t       *cr,
            const GdkRGBA *color,
            double         alpha)
{
  cairo_set_source_rgba (cr, color->red, color->green, color->blue, color->alpha * alpha);
}

static void
draw_label (LairScoreChart *self,
            cairo_t        *cr,
            const char     *text,
            double          x,
            double          y,
            double          xalign,
            double          yalign)
{
  g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), text);
  int width, height;

  pango_layout_get_pixel_size (layout, &width, &height);
  cairo_move_to (cr, round (x - width * xalign), round (y - height * yalign));
  pango_cairo_show_layout (cr, layout);
}

static double
label_width (LairScoreChart *self,
             const char     *text,
             int            *height)
{
  g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), text);
  int width;

  pango_layout_get_pixel_size (layout, &width, height);
  return width;
}

static void
lair_score_chart_snapshot (GtkWidget   *widget,
                           GtkSnapshot *snapshot)
{
  LairScoreChart *self = LAIR_SCORE_CHART (widget);
  const LairStoreScorePoint *first, *last;
  g_autofree char *from = NULL;
  g_autofree char *to = NULL;
  cairo_t *cr;
  GdkRGBA foreground, accent;
  double width = gtk_widget_get_width (widget);
  double height = gtk_widget_get_height (widget);
  double lowest, highest, bottom, top, step;
  double left, right, plot_top, plot_bottom;
  double label_w = 0;
  int label_h = 0;
  guint n_drawn;
  guint n;

  if (self->points == NULL || self->points->len == 0 || width <= 0 || height <= 0)
    return;

  n = self->points->len;
  first = &g_array_index (self->points, LairStoreScorePoint, 0);
  last = &g_array_index (self->points, LairStoreScorePoint, n - 1);
  get_colors (self, &foreground, &accent);

  /* the money axis starts at zero unless a score went below it */
  score_range (self, &lowest, &highest);
  step = nice_step (MAX (highest - MIN (lowest, 0.0), 1.0), GRID_LINES);
  bottom = floor (MIN (lowest, 0.0) / step) * step;
  top = ceil (highest / step) * step;
  if (top <= bottom)
    top = bottom + step;

  for (double value = bottom; value <= top + step / 2; value += step)
    {
      g_autofree char *text = format_money (value);

      label_w = MAX (label_w, label_width (self, text, &label_h));
    }

  left = label_w + LABEL_GAP;
  right = width - LINE_WIDTH;
  plot_top = label_h / 2.0 + LINE_WIDTH;
  plot_bottom = height - label_h - LABEL_GAP;
  if (right - left < 8 || plot_bottom - plot_top < 8)
    return;

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));

  /* the grid, with its money */
  cairo_set_line_width (cr, 1.0);
  for (double value = bottom; value <= top + step / 2; value += step)
    {
      double y = round (plot_bottom - (value - bottom) / (top - bottom) * (plot_bottom - plot_top)) + 0.5;
      g_autofree char *text = format_money (value);

      set_source (cr, &foreground, value == bottom ? 0.4 : 0.15);
      cairo_move_to (cr, left, y);
      cairo_line_to (cr, right, y);
      cairo_stroke (cr);

      set_source (cr, &foreground, 0.6);
      draw_label (self, cr, text, left - LABEL_GAP, y, 1.0, 0.5);
    }

  /* when the games were played */
  from = format_date (first->date);
  to = format_date (last->date);
  set_source (cr, &foreground, 0.6);
  draw_label (self, cr, from, left, height, 0.0, 1.0);
  if (n > 1 && g_strcmp0 (from, to) != 0
      && label_width (self, from, &label_h) + label_width (self, to, &label_h) + 2 * LABEL_GAP < right - left)
    draw_label (self, cr, to, right, height, 1.0, 1.0);

  /* the scores: a filled line, or a dot for a single point; more points
   * than fit are averaged, a narrow chart showing the trend, not noise */
  n_drawn = MIN (n, MAX (2, (guint) ((right - left) / PIXELS_PER_POINT)));
  for (guint i = 0; i < n_drawn; i++)
    {
      guint from_point = (guint) ((guint64) i * n / n_drawn);
      guint to_point = (guint) ((guint64) (i + 1) * n / n_drawn);
      double sum = 0;
      double x, y;

      for (guint j = from_point; j < to_point; j++)
        sum += g_array_index (self->points, LairStoreScorePoint, j).score;
      x = n_drawn > 1 ? left + (right - left) * i / (n_drawn - 1) : (left + right) / 2;
      y = plot_bottom - (sum / (to_point - from_point) - bottom) / (top - bottom) * (plot_bottom - plot_top);

      if (i == 0)
        cairo_move_to (cr, x, y);
      else
        cairo_line_to (cr, x, y);
    }
  if (n_drawn > 1)
    {
      cairo_path_t *line = cairo_copy_path (cr);
      double zero = plot_bottom - (0.0 - bottom) / (top - bottom) * (plot_bottom - plot_top);

      cairo_line_to (cr, right, zero);
      cairo_line_to (cr, left, zero);
      cairo_close_path (cr);
      set_source (cr, &accent, 0.18);
      cairo_fill (cr);

      cairo_append_path (cr, line);
      cairo_set_line_width (cr, LINE_WIDTH);
      cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
      set_source (cr, &accent, 1.0);
      cairo_stroke (cr);
      cairo_path_destroy (line);
    }
  else
    {
      double x, y;

      cairo_get_current_point (cr, &x, &y);
      cairo_new_path (cr);
      cairo_arc (cr, x, y, 2 * LINE_WIDTH, 0, 2 * G_PI);
      set_source (cr, &accent, 1.0);
      cairo_fill (cr);
    }

  cairo_destroy (cr);
}

static void
lair_score_chart_measure (GtkWidget      *widget,
                          GtkOrientation  orientation,
                          int             for_size,
                          int            *minimum,
                          int            *natural,
                          int            *minimum_baseline,
                          int            *natural_baseline)
{
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = 160;
      *natural = 480;
    }
  else
    {
      *minimum = 160;
      *natural = 220;
    }
}

static void
lair_score_chart_css_changed (GtkWidget         *widget,
                              GtkCssStyleChange *change)
{
  GTK_WIDGET_CLASS (lair_score_chart_parent_class)->css_changed (widget, change);

  /* colours drawn by hand follow the style only when drawn again */
  gtk_widget_queue_draw (widget);
}

static void
lair_score_chart_finalize (GObject *object)
{
  LairScoreChart *self = LAIR_SCORE_CHART (object);

  g_clear_pointer (&self->points, g_array_unref);
  g_clear_pointer (&self->summary, g_free);

  G_OBJECT_CLASS (lair_score_chart_parent_class)->finalize (object);
}

static void
lair_score_chart_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  LairScoreChart *self = LAIR_SCORE_CHART (object);

  switch (prop_id)
    {
    case PROP_POINTS:
      g_value_set_boxed (value, self->points);
      break;

    case PROP_SUMMARY:
      g_value_set_string (value, self->summary);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
lair_score_chart_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  LairScoreChart *self = LAIR_SCORE_CHART (object);

  switch (prop_id)
    {
    case PROP_POINTS:
      lair_score_chart_set_points (self, g_value_get_boxed (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
lair_score_chart_class_init (LairScoreChartClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = lair_score_chart_finalize;
  object_class->get_property = lair_score_chart_get_property;
  object_class->set_property = lair_score_chart_set_property;

  widget_class->snapshot = lair_score_chart_snapshot;
  widget_class->measure = lair_score_chart_measure;
  widget_class->css_changed = lair_score_chart_css_changed;

  /**
   * LairScoreChart:points: (nullable)
   *
   * The points to draw, of #LairStoreScorePoint, oldest first, as
   * lair_store_get_winning_scores() gives them.
   */
  properties[PROP_POINTS] =
    g_param_spec_boxed ("points", NULL, NULL,
                        G_TYPE_ARRAY,
                        G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * LairScoreChart:summary:
   *
   * What the chart shows, in words: its accessible description.
   */
  properties[PROP_SUMMARY] =
    g_param_spec_string ("summary", NULL, NULL,
                         NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "scorechart");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
lair_score_chart_init (LairScoreChart *self)
{
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Winning scores over time"),
                                  -1);
  update_summary (self);
}

/**
 * lair_score_chart_new:
 *
 * Returns: (transfer full): a chart with no points yet
 */
GtkWidget *
lair_score_chart_new (void)
{
  return g_object_new (LAIR_TYPE_SCORE_CHART, NULL);
}

/**
 * lair_score_chart_get_points:
 * @self: a #LairScoreChart
 *
 * Returns: (transfer none) (nullable) (element-type LairStoreScorePoint):
 *   the points drawn
 */
GArray *
lair_score_chart_get_points (LairScoreChart *self)
{
  g_return_val_if_fail (LAIR_IS_SCORE_CHART (self), NULL);
  return self->points;
}

/**
 * lair_score_chart_get_summary:
 * @self: a #LairScoreChart
 *
 * Returns: (transfer none): what the chart shows, in words, as screen
 *   readers are told
 */
const char *
lair_score_chart_get_summary (LairScoreChart *self)
{
  g_return_val_if_fail (LAIR_IS_SCORE_CHART (self), NULL);
  return self->summary;
}

/**
 * lair_score_chart_set_points:
 * @self: a #LairScoreChart
 * @points: (nullable) (element-type LairStoreScorePoint): the winning
 *   scores, oldest first, from lair_store_get_winning_scores()
 *
 * Draws @points, and describes them to screen readers.
 */
void
lair_score_chart_set_points (LairScoreChart *self,
                             GArray         *points)
{
  g_return_if_fail (LAIR_IS_SCORE_CHART (self));
  g_return_if_fail (points == NULL || g_array_get_element_size (points) == sizeof (LairStoreScorePoint));

  if (points == self->points)
    return;
  g_clear_pointer (&self->points, g_array_unref);
  if (points != NULL)
    self->points = g_array_ref (points);

  update_summary (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_POINTS]);
}
