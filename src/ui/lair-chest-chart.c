/* lair-chest-chart.c — every seat's chest, dungeon by dungeon, drawn
 *
 * One line per seat in its colour, with its token at the end, over a
 * grid of money; the dungeons along the bottom. The rows of the results
 * say the same numbers in words.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "lair-chest-chart.h"
#include "lair-seat-token.h"
#include "lair-words-summary.h"

#define MARGIN_LEFT   36.0f
#define MARGIN_RIGHT  20.0f
#define MARGIN_TOP    12.0f
#define MARGIN_BOTTOM 22.0f
#define TOKEN_SIZE    14.0f

typedef struct {
  guint seat;
  GArray *chests;   /* of gint, one per dungeon played */
} Line;

struct _LairChestChart
{
  GtkWidget  parent_instance;

  GPtrArray *lines;   /* of Line */
};

G_DEFINE_FINAL_TYPE (LairChestChart, lair_chest_chart, GTK_TYPE_WIDGET)

static void
line_free (gpointer data)
{
  Line *line = data;

  g_array_unref (line->chests);
  g_free (line);
}

static gint
highest (LairChestChart *self,
         guint          *n_dungeons)
{
  gint top = 0;

  *n_dungeons = 0;
  for (guint i = 0; i < self->lines->len; i++)
    {
      Line *line = g_ptr_array_index (self->lines, i);

      *n_dungeons = MAX (*n_dungeons, line->chests->len);
      for (guint d = 0; d < line->chests->len; d++)
        top = MAX (top, g_array_index (line->chests, gint, d));
    }
  return top;
}

/* A round step for the grid: 5, 10, 20, 50… */
static gint
grid_step (gint top)
{
  static const gint steps[] = { 5, 10, 20, 25, 50, 100, 200, 500, 1000 };

  for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
    if (top / steps[i] <= 4)
      return steps[i];
  return top / 4 + 1;
}

static void
add_text (GtkWidget   *widget,
          GtkSnapshot *snapshot,
          const char  *text,
          float        x,
          float        y,
          float        xalign,
          const GdkRGBA *color)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (widget, text);
  int width, height;

  pango_layout_get_pixel_size (layout, &width, &height);
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (x - width * xalign, y - height / 2.0f));
  gtk_snapshot_append_layout (snapshot, layout, color);
  gtk_snapshot_restore (snapshot);
  g_object_unref (layout);
}

static void
lair_chest_chart_snapshot (GtkWidget   *widget,
                           GtkSnapshot *snapshot)
{
  LairChestChart *self = LAIR_CHEST_CHART (widget);
  float width = gtk_widget_get_width (widget);
  float height = gtk_widget_get_height (widget);
  float plot_w = width - MARGIN_LEFT - MARGIN_RIGHT;
  float plot_h = height - MARGIN_TOP - MARGIN_BOTTOM;
  gboolean dark = adw_style_manager_get_dark (adw_style_manager_get_default ());
  guint n_dungeons;
  gint top = highest (self, &n_dungeons);
  gint step = grid_step (MAX (top, 1));
  gint ceiling = ((MAX (top, 1) + step - 1) / step) * step;
  GdkRGBA fg;
  GdkRGBA grid;
  cairo_t *cr;

  if (n_dungeons == 0 || plot_w <= 10 || plot_h <= 10)
    return;

  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &fg);
  grid = fg;
  grid.alpha *= 0.15f;
  fg.alpha *= 0.7f;

#define X_OF(d) (MARGIN_LEFT + (n_dungeons > 1 ? plot_w * (d) / (n_dungeons - 1) : plot_w / 2))
#define Y_OF(v) (MARGIN_TOP + plot_h * (1.0f - (float) (v) / ceiling))

  /* the grid of money, and the dungeons */
  for (gint v = 0; v <= ceiling; v += step)
    {
      g_autofree char *text = lair_words_money (v);

      gtk_snapshot_append_color (snapshot, &grid, &GRAPHENE_RECT_INIT (MARGIN_LEFT, Y_OF (v), plot_w, 1));
      add_text (widget, snapshot, text, MARGIN_LEFT - 6, Y_OF (v), 1.0f, &fg);
    }
  for (guint d = 0; d < n_dungeons; d++)
    {
      g_autofree char *text = g_strdup_printf ("%u", d + 1);

      add_text (widget, snapshot, text, X_OF (d), height - MARGIN_BOTTOM / 2, 0.5f, &fg);
    }

  /* a line per seat */
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  cairo_set_line_width (cr, 2.5);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  for (guint i = 0; i < self->lines->len; i++)
    {
      Line *line = g_ptr_array_index (self->lines, i);
      GdkRGBA color;

      lair_seat_color (line->seat, dark, &color);
      gdk_cairo_set_source_rgba (cr, &color);
      for (guint d = 0; d < line->chests->len; d++)
        cairo_line_to (cr, X_OF (d), Y_OF (g_array_index (line->chests, gint, d)));
      cairo_stroke (cr);
    }
  cairo_destroy (cr);

  /* each seat's token where its line ends */
  for (guint i = 0; i < self->lines->len; i++)
    {
      Line *line = g_ptr_array_index (self->lines, i);
      guint last = line->chests->len - 1;

      if (line->chests->len == 0)
        continue;
      gtk_snapshot_save (snapshot);
      gtk_snapshot_translate (snapshot,
                              &GRAPHENE_POINT_INIT (X_OF (last) - TOKEN_SIZE / 2,
                                                    Y_OF (g_array_index (line->chests, gint, last)) - TOKEN_SIZE / 2));
      lair_seat_token_append (snapshot, line->seat, dark, TOKEN_SIZE);
      gtk_snapshot_restore (snapshot);
    }
#undef X_OF
#undef Y_OF
}

static void
lair_chest_chart_measure (GtkWidget      *widget,
                          GtkOrientation  orientation,
                          int             for_size,
                          int            *minimum,
                          int            *natural,
                          int            *minimum_baseline,
                          int            *natural_baseline)
{
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = 200;
      *natural = 480;
    }
  else
    {
      *minimum = 120;
      *natural = 160;
    }
}

static void
lair_chest_chart_css_changed (GtkWidget         *widget,
                              GtkCssStyleChange *change)
{
  GTK_WIDGET_CLASS (lair_chest_chart_parent_class)->css_changed (widget, change);

  /* the text's colour and the seats' colours of the light or the dark
   * style are read as the chart is drawn: a switch of style draws it
   * again */
  gtk_widget_queue_draw (widget);
}

static void
lair_chest_chart_finalize (GObject *object)
{
  LairChestChart *self = LAIR_CHEST_CHART (object);

  g_ptr_array_unref (self->lines);

  G_OBJECT_CLASS (lair_chest_chart_parent_class)->finalize (object);
}

static void
lair_chest_chart_class_init (LairChestChartClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = lair_chest_chart_finalize;
  widget_class->snapshot = lair_chest_chart_snapshot;
  widget_class->measure = lair_chest_chart_measure;
  widget_class->css_changed = lair_chest_chart_css_changed;

  gtk_widget_class_set_css_name (widget_class, "chestchart");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
lair_chest_chart_init (LairChestChart *self)
{
  self->lines = g_ptr_array_new_with_free_func (line_free);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Each chest, dungeon by dungeon"), -1);
}

/**
 * lair_chest_chart_new:
 *
 * Returns: (transfer floating): an empty chart
 */
GtkWidget *
lair_chest_chart_new (void)
{
  return g_object_new (LAIR_TYPE_CHEST_CHART, NULL);
}

/**
 * lair_chest_chart_clear:
 * @self: a #LairChestChart
 *
 * Removes every line.
 */
void
lair_chest_chart_clear (LairChestChart *self)
{
  g_return_if_fail (LAIR_IS_CHEST_CHART (self));

  g_ptr_array_set_size (self->lines, 0);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/**
 * lair_chest_chart_add_line:
 * @self: a #LairChestChart
 * @seat: the seat, for its colour and shape
 * @chests: (array length=n_dungeons): the chest after each dungeon
 * @n_dungeons: how many dungeons were played
 *
 * Adds a seat's line.
 */
void
lair_chest_chart_add_line (LairChestChart *self,
                           guint           seat,
                           const gint     *chests,
                           guint           n_dungeons)
{
  Line *line;

  g_return_if_fail (LAIR_IS_CHEST_CHART (self));

  line = g_new0 (Line, 1);
  line->seat = seat;
  line->chests = g_array_sized_new (FALSE, FALSE, sizeof (gint), n_dungeons);
  g_array_append_vals (line->chests, chests, n_dungeons);
  g_ptr_array_add (self->lines, line);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/**
 * lair_chest_chart_get_n_lines:
 * @self: a #LairChestChart
 *
 * Returns: how many seats the chart draws
 */
guint
lair_chest_chart_get_n_lines (LairChestChart *self)
{
  g_return_val_if_fail (LAIR_IS_CHEST_CHART (self), 0);
  return self->lines->len;
}
