/* lair-seat-token.c — a seat's colour and shape, as a small widget
 *
 * Nine seats must be told apart in light and dark style and by a person
 * with red–green colour blindness, so every seat pairs a colour from the
 * GNOME palette with a shape of its own, and the token carries a mark
 * made from the seat's name: its initial, or more where two seats at the
 * table would share one (see lair_seat_marks()).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include <adwaita.h>

#include "lair-seat-token.h"

#define N_STYLES 9
/* the widest a mark is drawn, of the token's size: inside the star */
#define MARK_MAX_WIDTH 0.5f

struct _LairSeatToken
{
  GtkWidget        parent_instance;

  guint            index;
  char            *initial;
  LairGameSession *session;   /* whose seat's mark the token carries */
  GBindingGroup   *mark_binding;
};

G_DEFINE_FINAL_TYPE (LairSeatToken, lair_seat_token, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_INDEX,
  PROP_INITIAL,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

typedef enum {
  SHAPE_CIRCLE,
  SHAPE_SQUARE,
  SHAPE_TRIANGLE,
  SHAPE_DIAMOND,
  SHAPE_HEXAGON,
  SHAPE_STAR,
  SHAPE_PENTAGON,
  SHAPE_SHIELD,
  SHAPE_OCTAGON,
} Shape;

/* light style, dark style: the dark one a step lighter to stand out on
 * a dark board */
static const struct {
  const char *light;
  const char *dark;
  Shape       shape;
} styles[N_STYLES] = {
  { "#1c71d8", "#62a0ea", SHAPE_CIRCLE },    /* blue */
  { "#e66100", "#ffa348", SHAPE_SQUARE },    /* orange */
  { "#26a269", "#57e389", SHAPE_TRIANGLE },  /* green */
  { "#813d9c", "#c061cb", SHAPE_DIAMOND },   /* purple */
  { "#e5a50a", "#f8e45c", SHAPE_HEXAGON },   /* yellow */
  { "#c01c28", "#f66151", SHAPE_STAR },      /* red */
  { "#865e3c", "#cdab8f", SHAPE_PENTAGON },  /* brown */
  { "#5e5c64", "#deddda", SHAPE_SHIELD },    /* grey */
  { "#1a5fb4", "#99c1f1", SHAPE_OCTAGON },   /* deep blue, an octagon */
};

/**
 * lair_seat_color:
 * @index: the seat, from 0
 * @dark: whether the dark style is in use
 * @color: (out): the seat's colour
 *
 * The colour of a seat, for tokens, panels and chart lines alike.
 */
void
lair_seat_color (guint     index,
                 gboolean  dark,
                 GdkRGBA  *color)
{
  guint i = index % N_STYLES;

  gdk_rgba_parse (color, dark ? styles[i].dark : styles[i].light);
}

static void
polygon (cairo_t *cr,
         guint    corners,
         double   radius,
         double   inner,
         double   rotation)
{
  guint points = inner > 0 ? corners * 2 : corners;

  for (guint i = 0; i < points; i++)
    {
      double r = (inner > 0 && i % 2 == 1) ? inner : radius;
      double angle = rotation + 2 * G_PI * i / points;

      if (i == 0)
        cairo_move_to (cr, r * cos (angle), r * sin (angle));
      else
        cairo_line_to (cr, r * cos (angle), r * sin (angle));
    }
  cairo_close_path (cr);
}

static void
shape_path (cairo_t *cr,
            Shape    shape,
            double   r)
{
  switch (shape)
    {
    case SHAPE_CIRCLE:
      cairo_arc (cr, 0, 0, r, 0, 2 * G_PI);
      break;
    case SHAPE_SQUARE:
      cairo_rectangle (cr, -r * 0.82, -r * 0.82, r * 1.64, r * 1.64);
      break;
    case SHAPE_TRIANGLE:
      cairo_translate (cr, 0, r * 0.15);
      polygon (cr, 3, r * 1.15, 0, -G_PI / 2);
      break;
    case SHAPE_DIAMOND:
      polygon (cr, 4, r * 1.05, 0, -G_PI / 2);
      break;
    case SHAPE_HEXAGON:
      polygon (cr, 6, r, 0, 0);
      break;
    case SHAPE_STAR:
      polygon (cr, 5, r * 1.1, r * 0.58, -G_PI / 2);
      break;
    case SHAPE_PENTAGON:
      polygon (cr, 5, r, 0, -G_PI / 2);
      break;
    case SHAPE_SHIELD:
      cairo_move_to (cr, -r * 0.85, -r * 0.8);
      cairo_line_to (cr, r * 0.85, -r * 0.8);
      cairo_curve_to (cr, r * 0.85, r * 0.2, r * 0.4, r * 0.7, 0, r);
      cairo_curve_to (cr, -r * 0.4, r * 0.7, -r * 0.85, r * 0.2, -r * 0.85, -r * 0.8);
      cairo_close_path (cr);
      break;
    case SHAPE_OCTAGON:
      polygon (cr, 8, r, 0, G_PI / 8);
      break;
    default:
      g_assert_not_reached ();
    }
}

/**
 * lair_seat_token_append:
 * @snapshot: where to draw
 * @index: the seat, from 0
 * @dark: whether the dark style is in use
 * @size: the token's width and height, in pixels
 *
 * Draws a seat's token (its shape in its colour, with a light rim) into
 * the square from (0, 0) to (@size, @size), for widgets that draw tokens
 * on the board themselves.
 */
void
lair_seat_token_append (GtkSnapshot *snapshot,
                        guint        index,
                        gboolean     dark,
                        float        size)
{
  GdkRGBA color;
  cairo_t *cr;

  lair_seat_color (index, dark, &color);
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, size, size));
  cairo_translate (cr, size / 2.0, size / 2.0);
  shape_path (cr, styles[index % N_STYLES].shape, size * 0.42);
  gdk_cairo_set_source_rgba (cr, &color);
  cairo_fill_preserve (cr);
  cairo_set_line_width (cr, MAX (1.0, size / 16.0));
  if (dark)
    cairo_set_source_rgba (cr, 0, 0, 0, 0.55);
  else
    cairo_set_source_rgba (cr, 1, 1, 1, 0.9);
  cairo_stroke (cr);
  cairo_destroy (cr);
}

/**
 * lair_seat_token_append_initial:
 * @snapshot: where to draw
 * @layout: a layout holding the letter (or number) to draw
 * @dark: whether the dark style is in use
 * @size: the token's width and height, in pixels
 *
 * Draws the letter of @layout on a token drawn by lair_seat_token_append()
 * at the same place, in the token's ink and type (see
 * lair_seat_token_set_letter_font()).
 */
/**
 * lair_seat_token_set_letter_font:
 * @layout: a layout holding a token's letter (or a seat's number)
 * @size: the token's width and height, in pixels
 *
 * Sets the font of @layout to the token's type at @size, unless it has
 * it already: a caller that keeps the layout from frame to frame keeps
 * that font too.
 */
void
lair_seat_token_set_letter_font (PangoLayout *layout,
                                 float        size)
{
  const PangoFontDescription *current = pango_layout_get_font_description (layout);
  int font_size = (int) (size * 0.42 * PANGO_SCALE);
  PangoFontDescription *font;

  if (current != NULL &&
      pango_font_description_get_size (current) == font_size &&
      pango_font_description_get_size_is_absolute (current))
    return;

  font = pango_font_description_new ();
  pango_font_description_set_weight (font, PANGO_WEIGHT_BOLD);
  pango_font_description_set_absolute_size (font, font_size);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
}

void
lair_seat_token_append_initial (GtkSnapshot *snapshot,
                                PangoLayout *layout,
                                gboolean     dark,
                                float        size)
{
  GdkRGBA ink;
  int w, h;

  lair_seat_token_set_letter_font (layout, size);
  pango_layout_get_pixel_size (layout, &w, &h);
  /* a mark of two characters ("Bo", "B4") stays inside the shape */
  if (w > size * MARK_MAX_WIDTH)
    {
      PangoFontDescription *font = pango_font_description_copy (pango_layout_get_font_description (layout));

      pango_font_description_set_absolute_size (font, pango_font_description_get_size (font) *
                                                      (size * MARK_MAX_WIDTH) / w);
      pango_layout_set_font_description (layout, font);
      pango_font_description_free (font);
      pango_layout_get_pixel_size (layout, &w, &h);
    }
  /* the dark style's seat colours are light: dark ink on them */
  gdk_rgba_parse (&ink, dark ? "#241f31" : "#ffffff");
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT ((size - w) / 2.0f,
                                                          (size - h) / 2.0f + size * 0.03f));
  gtk_snapshot_append_layout (snapshot, layout, &ink);
  gtk_snapshot_restore (snapshot);
}

static void
lair_seat_token_snapshot (GtkWidget   *widget,
                          GtkSnapshot *snapshot)
{
  LairSeatToken *self = LAIR_SEAT_TOKEN (widget);
  float size = MIN (gtk_widget_get_width (widget), gtk_widget_get_height (widget));
  gboolean dark = adw_style_manager_get_dark (adw_style_manager_get_default ());
  float dx = (gtk_widget_get_width (widget) - size) / 2.0f;
  float dy = (gtk_widget_get_height (widget) - size) / 2.0f;

  if (size <= 0)
    return;

  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (dx, dy));
  lair_seat_token_append (snapshot, self->index, dark, size);

  if (self->initial != NULL && *self->initial != '\0')
    {
      g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (widget, self->initial);

      lair_seat_token_append_initial (snapshot, layout, dark, size);
    }
  gtk_snapshot_restore (snapshot);
}

static void
lair_seat_token_measure (GtkWidget      *widget,
                         GtkOrientation  orientation,
                         int             for_size,
                         int            *minimum,
                         int            *natural,
                         int            *minimum_baseline,
                         int            *natural_baseline)
{
  *minimum = 16;
  *natural = 24;
}

/* The seat the token stands for, in its session: its mark follows */
static void
follow_seat (LairSeatToken *self)
{
  g_binding_group_set_source (self->mark_binding,
                              self->session != NULL && self->index < LAIR_N_SEATS
                              ? lair_game_session_get_seat (self->session, self->index) : NULL);
}

static void
lair_seat_token_css_changed (GtkWidget         *widget,
                             GtkCssStyleChange *change)
{
  GTK_WIDGET_CLASS (lair_seat_token_parent_class)->css_changed (widget, change);

  /* the colours of the light or the dark style, read as it is drawn */
  gtk_widget_queue_draw (widget);
}

static void
lair_seat_token_dispose (GObject *object)
{
  LairSeatToken *self = LAIR_SEAT_TOKEN (object);

  g_clear_object (&self->mark_binding);
  g_clear_object (&self->session);

  G_OBJECT_CLASS (lair_seat_token_parent_class)->dispose (object);
}

static void
lair_seat_token_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  LairSeatToken *self = LAIR_SEAT_TOKEN (object);

  switch (prop_id)
    {
    case PROP_INDEX:
      g_value_set_uint (value, self->index);
      break;
    case PROP_INITIAL:
      g_value_set_string (value, self->initial);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
lair_seat_token_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  LairSeatToken *self = LAIR_SEAT_TOKEN (object);

  switch (prop_id)
    {
    case PROP_INDEX:
      lair_seat_token_set_index (self, g_value_get_uint (value));
      break;
    case PROP_INITIAL:
      lair_seat_token_set_initial (self, g_value_get_string (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
lair_seat_token_finalize (GObject *object)
{
  LairSeatToken *self = LAIR_SEAT_TOKEN (object);

  g_free (self->initial);

  G_OBJECT_CLASS (lair_seat_token_parent_class)->finalize (object);
}

static void
lair_seat_token_class_init (LairSeatTokenClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = lair_seat_token_get_property;
  object_class->set_property = lair_seat_token_set_property;
  object_class->dispose = lair_seat_token_dispose;
  object_class->finalize = lair_seat_token_finalize;

  widget_class->snapshot = lair_seat_token_snapshot;
  widget_class->measure = lair_seat_token_measure;
  widget_class->css_changed = lair_seat_token_css_changed;

  properties[PROP_INDEX] =
    g_param_spec_uint ("index", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_INITIAL] =
    g_param_spec_string ("initial", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "seattoken");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
lair_seat_token_init (LairSeatToken *self)
{
  self->mark_binding = g_binding_group_new ();
  g_binding_group_bind (self->mark_binding, "mark", self, "initial", G_BINDING_SYNC_CREATE);
}

GtkWidget *
lair_seat_token_new (guint index)
{
  return g_object_new (LAIR_TYPE_SEAT_TOKEN, "index", index, NULL);
}

void
lair_seat_token_set_index (LairSeatToken *self,
                           guint          index)
{
  g_return_if_fail (LAIR_IS_SEAT_TOKEN (self));

  if (self->index == index)
    return;
  self->index = index;
  follow_seat (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_INDEX]);
}

/**
 * lair_seat_token_set_session:
 * @self: a #LairSeatToken
 * @session: (nullable): the game whose seat the token stands for
 *
 * Makes the token carry its seat's mark among the seats of @session
 * (LairSeat:mark), and follow it as seats are taken, left and named;
 * %NULL leaves the mark to lair_seat_token_set_initial().
 */
void
lair_seat_token_set_session (LairSeatToken   *self,
                             LairGameSession *session)
{
  g_return_if_fail (LAIR_IS_SEAT_TOKEN (self));
  g_return_if_fail (session == NULL || LAIR_IS_GAME_SESSION (session));

  if (!g_set_object (&self->session, session))
    return;
  follow_seat (self);
}

void
lair_seat_token_set_initial (LairSeatToken *self,
                             const char    *initial)
{
  g_return_if_fail (LAIR_IS_SEAT_TOKEN (self));

  if (g_strcmp0 (self->initial, initial) == 0)
    return;
  g_free (self->initial);
  self->initial = g_strdup (initial);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_INITIAL]);
}
