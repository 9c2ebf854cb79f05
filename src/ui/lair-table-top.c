/* lair-table-top.c — the nine seats drawn around a wooden table
 *
 * The main menu's picture of who sits where: an oval tabletop with a few
 * gems under a lantern's glow, and nine chairs round its rim in seat
 * order, seat 1 at the top left and on clockwise. A taken chair holds the
 * seat's token with the player's name on a card in front of it; an empty
 * one is a faint outline with its number. Each chair follows its seat.
 *
 * Everything is drawn with GtkSnapshot and cairo: the menu is the first
 * thing the game shows, so nothing is loaded to draw it, and the tabletop,
 * which only changes with the size and the style, is kept as a render node.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include <adwaita.h>
#include <glib/gi18n.h>

#include "lair-labels.h"
#include "lair-seat-token.h"
#include "lair-table-top.h"

/* wide enough for nine names, and for the names of a large window */
#define MAX_WIDTH 900
/* fits a phone's 360 pixels with the menu's margins */
#define MIN_WIDTH 280
/* the table's shape in a wide window… */
#define ASPECT 2.4
/* …and the least height nine chairs with names fit round */
#define MIN_HEIGHT 280
#define ARC_STEPS 720
/* a name card's padding either side of the name, and the space between
 * a computer's mark and its name */
#define NAME_PAD 4
#define NAME_GAP 3

typedef struct
{
  LairSeat    *seat;       /* the session's */
  PangoLayout *letter;     /* the token's initial, or the empty chair's number */
  PangoLayout *name;
  float        x;          /* the chair's centre */
  float        y;
  float        angle;      /* the way out from the table here, radians */
  float        name_width; /* the widest its name card may grow */
} Place;

struct _LairTableTop
{
  GtkWidget         parent_instance;

  LairGameSession  *session;
  Place             places[LAIR_N_SEATS];

  /* geometry, from the last allocation */
  float             x0;          /* the table's area is centred */
  float             width;
  float             height;
  float             token;       /* a token's size */
  float             chair;       /* half a chair's seat */
  float             name_size;   /* pixels */
  float             card_height; /* a name card's, of one line */
  graphene_point_t  centre;
  graphene_size_t   top;         /* the tabletop's radii */

  GskRenderNode    *table_node;  /* the tabletop as last drawn */
  gboolean          table_dark;  /* in the dark style */
  gboolean          names_fit;   /* the name cards' widths follow the names */

  char             *description;
  GtkExpressionWatch *description_watch; /* the description follows the seats */
};

G_DEFINE_FINAL_TYPE (LairTableTop, lair_table_top, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_SESSION,
  PROP_DESCRIPTION,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

#define RGBA(r, g, b, a) ((GdkRGBA) { (r) / 255.f, (g) / 255.f, (b) / 255.f, (a) })

static gboolean
is_dark (void)
{
  return adw_style_manager_get_dark (adw_style_manager_get_default ());
}

static int
height_for_width (int width)
{
  width = MIN (width, MAX_WIDTH);
  return MAX ((int) ceil (width / ASPECT), MIN_HEIGHT);
}

/* One seat at the table, for the description: NULL for an empty seat */
static char *
seat_phrase_cb (LairTableTop *self,
                LairSeatKind  kind,
                const char   *name,
                LairAiKind    level,
                gboolean      joining,
                gpointer      user_data)
{
  guint number = GPOINTER_TO_UINT (user_data) + 1;

  switch (kind)
    {
    case LAIR_SEAT_HUMAN:
      if (joining)
        /* Translators: one seat in the description of the main menu's
         * table, while its player types a name: "Player 5 (joining) in seat 5" */
        return g_strdup_printf (_("%s (joining) in seat %u"), name, number);
      /* Translators: one seat in the description of the main menu's
       * table: "Ann in seat 1" */
      return g_strdup_printf (_("%s in seat %u"), name, number);
    case LAIR_SEAT_COMPUTER:
      /* Translators: one seat in the description of the main menu's
       * table, with the computer's level: "Old Rook (computer, Hard) in seat 4" */
      return g_strdup_printf (_("%s (computer, %s) in seat %u"), name, lair_words_level (level), number);
    case LAIR_SEAT_EMPTY:
    default:
      return NULL;
    }
}

/* The table in words from each seat's phrase, NULL for an empty seat */
static char *
describe (const char * const *phrases)
{
  g_autoptr(GString) list = g_string_new (NULL);
  guint n_empty = 0;

  for (guint i = 0; i < LAIR_N_SEATS; i++)
    {
      if (phrases[i] == NULL)
        {
          n_empty++;
          continue;
        }
      if (list->len > 0)
        /* Translators: between two seats in the description of the main
         * menu's table: "Ann in seat 1, Bo in seat 2" */
        g_string_append (list, C_("list of seats", ", "));
      g_string_append (list, phrases[i]);
    }

  if (n_empty == LAIR_N_SEATS)
    return g_strdup (_("Table: every seat is empty"));
  if (n_empty == 0)
    /* Translators: the main menu's table, %s the seats, as "Ann in seat 1, Bo in seat 2" */
    return g_strdup_printf (_("Table: %s; every seat is taken"), list->str);
  /* Translators: the main menu's table, %s the seats taken, as "Ann in
   * seat 1, Bo in seat 2", then the number of empty seats */
  return g_strdup_printf (ngettext ("Table: %s, %u seat empty",
                                    "Table: %s, %u seats empty", n_empty),
                          list->str, n_empty);
}

/* The closure over the nine seats' phrases: its first value is the table */
static void
describe_marshal (GClosure     *closure,
                  GValue       *return_value,
                  guint         n_param_values,
                  const GValue *param_values,
                  gpointer      invocation_hint,
                  gpointer      marshal_data)
{
  const char *phrases[LAIR_N_SEATS] = { NULL };

  for (guint i = 0; i + 1 < n_param_values && i < LAIR_N_SEATS; i++)
    phrases[i] = g_value_get_string (&param_values[i + 1]);
  g_value_take_string (return_value, describe (phrases));
}

/* The description of @session's table, as its seats change */
static GtkExpression *
description_expression (LairGameSession *session)
{
  GtkExpression *phrases[LAIR_N_SEATS];
  GClosure *closure = g_closure_new_simple (sizeof (GClosure), NULL);

  for (guint i = 0; i < LAIR_N_SEATS; i++)
    {
      LairSeat *seat = lair_game_session_get_seat (session, i);
      GtkExpression *values[] = {
        lair_object_lookup (seat, "kind"),
        lair_object_lookup (seat, "name"),
        lair_object_lookup (seat, "level"),
        lair_object_lookup (seat, "joining"),
      };

      phrases[i] = gtk_cclosure_expression_new (G_TYPE_STRING, NULL, G_N_ELEMENTS (values), values,
                                                G_CALLBACK (seat_phrase_cb), GUINT_TO_POINTER (i), NULL);
    }
  g_closure_set_marshal (closure, describe_marshal);
  return gtk_closure_expression_new (G_TYPE_STRING, closure, LAIR_N_SEATS, phrases);
}

/**
 * lair_table_top_dup_description:
 * @self: a #LairTableTop
 *
 * The table in words, as its accessible name: who sits in which seat and
 * how many seats are empty.
 *
 * Returns: (transfer full): the description
 */
char *
lair_table_top_dup_description (LairTableTop *self)
{
  g_return_val_if_fail (LAIR_IS_TABLE_TOP (self), NULL);

  return g_strdup (self->description);
}

static void
clear_layouts (Place *place)
{
  g_clear_object (&place->letter);
  g_clear_object (&place->name);
}

/* The words follow whatever the chairs show of their seats: kind, name,
 * joining, and the marks made from the names. A new description draws
 * the chairs anew, and sizes the name cards for their names again. */
static void
set_description (LairTableTop *self,
                 const char   *description)
{
  if (g_strcmp0 (self->description, description) == 0)
    return;
  g_free (self->description);
  self->description = g_strdup (description);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, description, -1);
  for (guint i = 0; i < LAIR_N_SEATS; i++)
    clear_layouts (&self->places[i]);
  self->names_fit = FALSE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DESCRIPTION]);
}

/* The point of the ellipse with radii @rx, @ry at parameter @t */
static inline void
ellipse_point (double  rx,
               double  ry,
               double  t,
               double *x,
               double *y)
{
  *x = rx * cos (t);
  *y = ry * sin (t);
}

/* Where a name card @w by @h lies: in front of the token and on the
 * wood, so that no name hangs past the table. Below a chair at the top
 * of the table, above one at the bottom, beside one at either end. */
static void
card_place (LairTableTop    *self,
            const Place     *place,
            float            w,
            float            h,
            graphene_rect_t *card)
{
  float nx = cosf (place->angle);
  float ny = sinf (place->angle);
  float x, y, dy, half;

  if (fabsf (ny) < 0.35f)
    {
      x = nx < 0 ? place->x + self->token / 2 + 3 : place->x - self->token / 2 - 3 - w;
      y = place->y - h / 2;
    }
  else if (ny > 0)
    {
      x = place->x - w / 2;
      y = place->y - self->token / 2 - 3 - h;
    }
  else
    {
      x = place->x - w / 2;
      y = place->y + self->token / 2 + 3;
    }
  /* within the table's width at the card's edge furthest from its middle */
  dy = MAX (fabsf (y - self->centre.y), fabsf (y + h - self->centre.y));
  half = dy < self->top.height
         ? self->top.width * sqrtf (1 - (dy / self->top.height) * (dy / self->top.height))
         : 0;
  if (w + 2 <= 2 * half)
    x = CLAMP (x, self->centre.x - half + 1, self->centre.x + half - w - 1);
  x = CLAMP (x, self->x0 + 1, self->x0 + self->width - w - 1);
  graphene_rect_init (card, x, y, w, h);
}

/* Spreads the chairs evenly along the rim (by length, not by angle, so
 * that the ends of a long table are not crowded) */
static void
place_chairs (LairTableTop *self,
              double        rx,
              double        ry)
{
  double lengths[ARC_STEPS + 1];
  double perimeter;
  double px, py;
  guint step = 0;

  /* from the top middle, clockwise on the screen */
  lengths[0] = 0;
  ellipse_point (rx, ry, -G_PI / 2, &px, &py);
  for (guint i = 1; i <= ARC_STEPS; i++)
    {
      double x, y;

      ellipse_point (rx, ry, -G_PI / 2 + 2 * G_PI * i / ARC_STEPS, &x, &y);
      lengths[i] = lengths[i - 1] + hypot (x - px, y - py);
      px = x;
      py = y;
    }
  perimeter = lengths[ARC_STEPS];

  for (guint i = 0; i < LAIR_N_SEATS; i++)
    {
      /* the first three seats along the top, seat 2 in the middle */
      double target = fmod (perimeter * ((double) i - 1) / LAIR_N_SEATS + perimeter, perimeter);
      double t, x, y, f;

      if (target < lengths[step])
        step = 0;
      while (step + 1 < ARC_STEPS && lengths[step + 1] < target)
        step++;
      f = (target - lengths[step]) / MAX (lengths[step + 1] - lengths[step], 1e-9);
      t = -G_PI / 2 + 2 * G_PI * (step + f) / ARC_STEPS;
      ellipse_point (rx, ry, t, &x, &y);
      self->places[i].x = self->centre.x + x;
      self->places[i].y = self->centre.y + y;
      /* the outward normal of the ellipse */
      self->places[i].angle = atan2 (sin (t) / ry, cos (t) / rx);
    }

}

/* How much larger than usual the desktop wants its text (the Large Text
 * of the accessibility settings, or GNOME's text scaling), as the names
 * are drawn at a size in pixels */
static float
text_scale (GtkWidget *widget)
{
  int dpi = 0;

  g_object_get (gtk_widget_get_settings (widget), "gtk-xft-dpi", &dpi, NULL);
  return dpi > 0 ? CLAMP (dpi / (96.f * 1024), 0.5f, 3.f) : 1.f;
}

static void
lair_table_top_size_allocate (GtkWidget *widget,
                              int        width,
                              int        height,
                              int        baseline)
{
  LairTableTop *self = LAIR_TABLE_TOP (widget);
  float w = MIN (width, MAX_WIDTH);
  float token = CLAMP (w * 0.06f, 24.f, 36.f);
  float chair = token * 0.62f;
  float name_size = (token >= 30 ? 13.f : 11.f) * text_scale (widget);
  float card = name_size * 1.3f + 4;
  float top = chair * 1.4f + 2;
  /* the lowest chairs' cards lie on the table, above their tokens */
  float bottom = top;
  /* a name wider than its chair at either end is kept inside */
  float side = chair * 1.4f + 2;
  double rx, ry;

  if (self->width == w && self->height == height && self->x0 == (width - w) / 2 &&
      self->name_size == name_size)
    return;

  self->x0 = (width - w) / 2;
  self->width = w;
  self->height = height;
  self->token = token;
  self->chair = chair;
  self->name_size = name_size;
  self->card_height = card;
  self->centre = GRAPHENE_POINT_INIT (self->x0 + w / 2, top + (height - top - bottom) / 2);
  rx = MAX (w / 2 - side, chair);
  ry = MAX ((height - top - bottom) / 2, chair);
  /* an oval, not a banquet table, however wide the window */
  rx = MIN (rx, ry * 2.6);
  /* the chairs are pulled up to the rim, half under it */
  self->top = GRAPHENE_SIZE_INIT (rx - chair * 0.3f, ry - chair * 0.3f);
  place_chairs (self, rx, ry);
  self->names_fit = FALSE;

  g_clear_pointer (&self->table_node, gsk_render_node_unref);
  for (guint i = 0; i < LAIR_N_SEATS; i++)
    clear_layouts (&self->places[i]);
}

static GtkSizeRequestMode
lair_table_top_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
lair_table_top_measure (GtkWidget      *widget,
                        GtkOrientation  orientation,
                        int             for_size,
                        int            *minimum,
                        int            *natural,
                        int            *minimum_baseline,
                        int            *natural_baseline)
{
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = MIN_WIDTH;
      *natural = MAX_WIDTH;
    }
  else if (for_size < 0)
    {
      *minimum = height_for_width (MIN_WIDTH);
      *natural = height_for_width (MAX_WIDTH);
    }
  else
    {
      *minimum = *natural = height_for_width (MAX (for_size, MIN_WIDTH));
    }
}

/* An ellipse is a rounded rectangle whose corners take half its sides */
static void
ellipse_rect (GskRoundedRect *rect,
              float           x,
              float           y,
              float           rx,
              float           ry)
{
  graphene_size_t corner = GRAPHENE_SIZE_INIT (rx, ry);

  gsk_rounded_rect_init (rect, &GRAPHENE_RECT_INIT (x - rx, y - ry, 2 * rx, 2 * ry),
                         &corner, &corner, &corner, &corner);
}

static void
fill_rounded (GtkSnapshot          *snapshot,
              const GskRoundedRect *rect,
              const GdkRGBA        *color)
{
  gtk_snapshot_push_rounded_clip (snapshot, rect);
  gtk_snapshot_append_color (snapshot, color, &rect->bounds);
  gtk_snapshot_pop (snapshot);
}

static void
stroke_rounded (GtkSnapshot          *snapshot,
                const GskRoundedRect *rect,
                float                 width,
                const GdkRGBA        *color)
{
  const float widths[4] = { width, width, width, width };
  const GdkRGBA colors[4] = { *color, *color, *color, *color };

  gtk_snapshot_append_border (snapshot, rect, widths, colors);
}

static void
gem (cairo_t       *cr,
     double         x,
     double         y,
     double         r,
     const GdkRGBA *color)
{
  /* a cut stone from above: the table of the gem, and its lit facet */
  cairo_move_to (cr, x, y - r);
  cairo_line_to (cr, x + r * 0.9, y - r * 0.25);
  cairo_line_to (cr, x + r * 0.55, y + r * 0.85);
  cairo_line_to (cr, x - r * 0.55, y + r * 0.85);
  cairo_line_to (cr, x - r * 0.9, y - r * 0.25);
  cairo_close_path (cr);
  gdk_cairo_set_source_rgba (cr, color);
  cairo_fill (cr);
  cairo_move_to (cr, x, y - r);
  cairo_line_to (cr, x - r * 0.9, y - r * 0.25);
  cairo_line_to (cr, x - r * 0.3, y + r * 0.1);
  cairo_close_path (cr);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.45);
  cairo_fill (cr);
}

/* The tabletop: a shadow, a darker rim, the wood lit from the top left
 * with a few rings of grain, and gems under the lantern's glow. Plain
 * render nodes but for the small heap of gems, so that no surface the
 * size of the table is kept */
static GskRenderNode *
draw_table (LairTableTop *self,
            gboolean      dark)
{
  g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
  float cx = self->centre.x;
  float cy = self->centre.y;
  float tx = self->top.width;
  float ty = self->top.height;
  float rim = MAX (4.f, ty * 0.08f);
  GdkRGBA rim_color = dark ? RGBA (0x63, 0x45, 0x2c, 1) : RGBA (0x86, 0x5e, 0x3c, 1);
  GdkRGBA grain = rim_color;
  GdkRGBA shadow = RGBA (0, 0, 0, dark ? 0.4f : 0.2f);
  const GskColorStop wood[] = {
    { 0, dark ? RGBA (0x98, 0x6a, 0x44, 1) : RGBA (0xcd, 0xab, 0x8f, 1) },
    { 0.7f, dark ? RGBA (0x86, 0x5e, 0x3c, 1) : RGBA (0xb5, 0x83, 0x5a, 1) },
    { 1, dark ? RGBA (0x86, 0x5e, 0x3c, 1) : RGBA (0xb5, 0x83, 0x5a, 1) },
  };
  const GskColorStop glow[] = {
    { 0, RGBA (0xf9, 0xf0, 0x6b, dark ? 0.4f : 0.5f) },
    { 1, RGBA (0xf9, 0xf0, 0x6b, 0) },
  };
  const GdkRGBA gems[] = {
    RGBA (0x62, 0xa0, 0xea, 1),
    RGBA (0x33, 0xd1, 0x7a, 1),
    RGBA (0xed, 0x33, 0x3b, 1),
    RGBA (0xc0, 0x61, 0xcb, 1),
  };
  const struct { double x, y, r; } heap[] = {
    { -0.9, 0.25, 1.0 }, { 0.75, 0.35, 0.9 }, { -0.05, -0.2, 1.15 }, { 0.2, 0.75, 0.8 },
  };
  float gem_r = MAX (4.f, ty * 0.11f);
  float glow_r = ty * 0.75f;
  GskRoundedRect rect;
  cairo_t *cr;

  /* the shadow on the floor, the rim, the wood */
  ellipse_rect (&rect, cx, cy + rim * 0.6f, tx, ty);
  fill_rounded (snapshot, &rect, &shadow);
  ellipse_rect (&rect, cx, cy, tx, ty);
  fill_rounded (snapshot, &rect, &rim_color);
  ellipse_rect (&rect, cx, cy, tx - rim, ty - rim);
  gtk_snapshot_push_rounded_clip (snapshot, &rect);
  gtk_snapshot_append_radial_gradient (snapshot, &rect.bounds,
                                       &GRAPHENE_POINT_INIT (cx - tx * 0.35f, cy - ty * 0.55f),
                                       tx * 1.2f, tx * 1.2f, 0, 1, wood, G_N_ELEMENTS (wood));
  gtk_snapshot_pop (snapshot);

  /* rings of grain */
  grain.alpha = 0.28f;
  for (guint i = 1; i <= 3; i++)
    {
      float k = 0.25f * i + 0.05f;

      ellipse_rect (&rect, cx + tx * 0.04f * i, cy, (tx - rim) * k, (ty - rim) * k);
      stroke_rounded (snapshot, &rect, 1.2f, &grain);
    }

  /* the lantern's glow, and the gems in it */
  gtk_snapshot_append_radial_gradient (snapshot,
                                       &GRAPHENE_RECT_INIT (cx - glow_r, cy - glow_r, 2 * glow_r, 2 * glow_r),
                                       &GRAPHENE_POINT_INIT (cx, cy), glow_r, glow_r, 0, 1,
                                       glow, G_N_ELEMENTS (glow));
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (cx - gem_r * 3, cy - gem_r * 2.2f,
                                                                 gem_r * 6, gem_r * 4.4f));
  for (guint i = 0; i < G_N_ELEMENTS (heap); i++)
    gem (cr, cx + heap[i].x * gem_r * 1.6, cy + heap[i].y * gem_r * 1.4,
         gem_r * heap[i].r, &gems[i % G_N_ELEMENTS (gems)]);
  cairo_destroy (cr);

  return gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
}

/* A chair seen from above, its back away from the table: filled when
 * taken, a faint outline when empty. Chairs stand square to the window
 * with the back on the side that faces out most: a turned chair would
 * need a transform that costs the renderer far more than the chair */
static void
draw_chair (LairTableTop *self,
            GtkSnapshot  *snapshot,
            const Place  *place,
            gboolean      taken,
            gboolean      dark)
{
  float s = self->chair;
  float nx = cosf (place->angle);
  float ny = sinf (place->angle);
  GdkRGBA seat = dark ? RGBA (0x98, 0x6a, 0x44, 1) : RGBA (0x86, 0x5e, 0x3c, 1);
  GdkRGBA back = RGBA (0x63, 0x45, 0x2c, 1);
  GdkRGBA faint = dark ? RGBA (0xcd, 0xab, 0x8f, 0.55f) : RGBA (0x63, 0x45, 0x2c, 0.5f);
  GdkRGBA hollow = dark ? RGBA (0x24, 0x1f, 0x31, 0.35f) : RGBA (0xff, 0xff, 0xff, 0.35f);
  GskRoundedRect parts[2];
  graphene_rect_t bar;

  /* along the long sides the back is behind the chair, at the ends beside it */
  if (fabsf (ny) >= fabsf (nx) * 0.8f)
    bar = GRAPHENE_RECT_INIT (place->x - s * 1.05f, place->y + (ny > 0 ? s * 0.8f : -s * 1.3f),
                              s * 2.1f, s * 0.5f);
  else
    bar = GRAPHENE_RECT_INIT (place->x + (nx > 0 ? s * 0.8f : -s * 1.3f), place->y - s * 1.05f,
                              s * 0.5f, s * 2.1f);
  gsk_rounded_rect_init_from_rect (&parts[0], &bar, s * 0.25f);
  gsk_rounded_rect_init_from_rect (&parts[1], &GRAPHENE_RECT_INIT (place->x - s, place->y - s, 2 * s, 2 * s),
                                   s * 0.35f);

  for (guint i = 0; i < G_N_ELEMENTS (parts); i++)
    {
      if (taken)
        {
          fill_rounded (snapshot, &parts[i], i == 0 ? &back : &seat);
        }
      else
        {
          fill_rounded (snapshot, &parts[i], &hollow);
          stroke_rounded (snapshot, &parts[i], 1.5f, &faint);
        }
    }
}

static PangoLayout *
ensure_letter (LairTableTop *self,
               Place        *place)
{
  if (place->letter == NULL)
    {
      const char *name = lair_seat_get_name (place->seat);
      g_autofree char *text = NULL;

      if (lair_seat_get_kind (place->seat) != LAIR_SEAT_EMPTY && name != NULL && name[0] != '\0')
        text = g_strdup (lair_seat_get_mark (place->seat));
      else
        text = g_strdup_printf ("%u", lair_seat_get_index (place->seat) + 1);
      place->letter = gtk_widget_create_pango_layout (GTK_WIDGET (self), text);
    }
  return place->letter;
}

/* A name of two lines is wrapped evenly, as a place card is written:
 * the card as narrow as it can be with the name on as many lines and cut
 * no more ("Wolfgang Amadeus / Mozart", not "Wolfgang Amadeus Mozart /
 * der") */
static void
balance_lines (PangoLayout *layout,
               float        width)
{
  int lines = pango_layout_get_line_count (layout);
  gboolean cut = pango_layout_is_ellipsized (layout);
  int narrow = (int) (width / 2), wide = (int) width;

  if (lines < 2)
    return;
  /* the narrowest width that keeps the lines and the cut as they are */
  while (wide - narrow > 1)
    {
      int middle = (narrow + wide) / 2;

      pango_layout_set_width (layout, middle * PANGO_SCALE);
      if (pango_layout_get_line_count (layout) == lines && pango_layout_is_ellipsized (layout) == cut)
        wide = middle;
      else
        narrow = middle;
    }
  pango_layout_set_width (layout, wide * PANGO_SCALE);
}

static PangoLayout *
name_layout_new (LairTableTop *self,
                 Place        *place,
                 float         width)
{
  PangoFontDescription *font = pango_font_description_new ();
  PangoLayout *layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), lair_seat_get_name (place->seat));

  pango_font_description_set_absolute_size (font, self->name_size * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  pango_layout_set_single_paragraph_mode (layout, TRUE);
  /* a name too long for its card takes a second line, as a place card
   * would, and is cut only past that */
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD);
  pango_layout_set_height (layout, -2);
  pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
  pango_layout_set_width (layout, MAX (width, 1) * PANGO_SCALE);
  balance_lines (layout, MAX (width, 1));
  return layout;
}

static PangoLayout *
ensure_name (LairTableTop *self,
             Place        *place,
             float         width)
{
  if (place->name == NULL)
    place->name = name_layout_new (self, place, width);
  return place->name;
}

/* A small screen on a stand, beside a computer's name */
static void
draw_computer_mark (GtkSnapshot   *snapshot,
                    float          x,
                    float          y,
                    float          size,
                    const GdkRGBA *color)
{
  float w = size;
  float h = size * 0.62f;
  float line = MAX (1.f, size / 9);
  GskRoundedRect screen;
  GdkRGBA colors[4] = { *color, *color, *color, *color };
  float widths[4] = { line, line, line, line };

  gsk_rounded_rect_init_from_rect (&screen, &GRAPHENE_RECT_INIT (x, y, w, h), line * 1.5f);
  gtk_snapshot_append_border (snapshot, &screen, widths, colors);
  gtk_snapshot_append_color (snapshot, color,
                             &GRAPHENE_RECT_INIT (x + w / 2 - line / 2, y + h, line, size * 0.16f));
  gtk_snapshot_append_color (snapshot, color,
                             &GRAPHENE_RECT_INIT (x + w * 0.25f, y + h + size * 0.16f, w * 0.5f, line));
}

/* The width of a computer's mark before its name; none for a person */
static float
mark_width (LairTableTop *self,
            Place        *place)
{
  return lair_seat_get_kind (place->seat) == LAIR_SEAT_COMPUTER ? self->name_size * 0.95f : 0;
}

/* The name's card in front of the token: where it lies, and the name
 * laid out to fit it after a computer's mark */
static PangoLayout *
name_card (LairTableTop    *self,
           Place           *place,
           graphene_rect_t *card)
{
  float mark = mark_width (self, place);
  float gap = mark > 0 ? NAME_GAP : 0;
  PangoLayout *layout = ensure_name (self, place, place->name_width - 2 * NAME_PAD - mark - gap);
  PangoRectangle logical;
  float w, h;


  pango_layout_get_pixel_extents (layout, NULL, &logical);
  w = logical.width + mark + gap + 2 * NAME_PAD;
  h = logical.height + 2;
  card_place (self, place, w, h, card);
  return layout;
}

static gboolean
has_name (const Place *place)
{
  return place->seat != NULL && lair_seat_get_kind (place->seat) != LAIR_SEAT_EMPTY;
}

/* A name card is as wide as it may be without touching the cards of the
 * seats either side as they lie on the table, each card as tall as its
 * name then takes; a few passes settle it */
static void
fit_names (LairTableTop *self)
{
  float widest = CLAMP (self->width * 0.2f, 96.f, 180.f);

  for (guint i = 0; i < LAIR_N_SEATS; i++)
    self->places[i].name_width = widest;
  for (guint pass = 0; pass < 3; pass++)
    {
      graphene_rect_t cards[LAIR_N_SEATS];
      float widths[LAIR_N_SEATS];

      for (guint i = 0; i < LAIR_N_SEATS; i++)
        {
          Place *place = &self->places[i];
          float mark = mark_width (self, place);
          float gap = mark > 0 ? NAME_GAP : 0;
          g_autoptr(PangoLayout) layout = NULL;
          PangoRectangle logical;

          if (!has_name (place))
            continue;
          layout = name_layout_new (self, place, place->name_width - 2 * NAME_PAD - mark - gap);
          pango_layout_get_pixel_extents (layout, NULL, &logical);
          card_place (self, place, logical.width + mark + gap + 2 * NAME_PAD, logical.height + 2, &cards[i]);
        }
      for (guint i = 0; i < LAIR_N_SEATS; i++)
        {
          const guint neighbours[] = { (i + 1) % LAIR_N_SEATS, (i + LAIR_N_SEATS - 1) % LAIR_N_SEATS };
          float limit = widest;

          widths[i] = widest;
          if (!has_name (&self->places[i]))
            continue;
          for (guint k = 0; k < G_N_ELEMENTS (neighbours); k++)
            {
              const graphene_rect_t *a = &cards[i], *b = &cards[neighbours[k]];
              float gap, apart;

              if (!has_name (&self->places[neighbours[k]]))
                continue;
              gap = MAX (a->origin.y, b->origin.y) - MIN (a->origin.y + a->size.height,
                                                          b->origin.y + b->size.height);
              apart = fabsf ((b->origin.x + b->size.width / 2) - (a->origin.x + a->size.width / 2));
              if (gap < 2)
                limit = MIN (limit, apart - 4);
            }
          widths[i] = MAX (limit, 40.f);
        }
      for (guint i = 0; i < LAIR_N_SEATS; i++)
        self->places[i].name_width = widths[i];
    }
}

static void
ensure_fit (LairTableTop *self)
{
  if (self->names_fit)
    return;
  fit_names (self);
  self->names_fit = TRUE;
  for (guint i = 0; i < LAIR_N_SEATS; i++)
    g_clear_object (&self->places[i].name);
}

/* The name on a card in front of the token, with a computer's mark */
static void
draw_name_card (LairTableTop *self,
                GtkSnapshot  *snapshot,
                Place        *place,
                gboolean      dark)
{
  float mark = mark_width (self, place);
  float gap = mark > 0 ? NAME_GAP : 0;
  GdkRGBA card = dark ? RGBA (0x24, 0x1f, 0x31, 0.88) : RGBA (0xff, 0xff, 0xff, 0.9);
  GdkRGBA ink = dark ? RGBA (0xff, 0xff, 0xff, 1) : RGBA (0x24, 0x1f, 0x31, 1);
  GskRoundedRect rect;
  graphene_rect_t bounds;
  PangoLayout *layout = name_card (self, place, &bounds);
  PangoRectangle logical;
  float x = bounds.origin.x, y = bounds.origin.y, h = bounds.size.height;

  pango_layout_get_pixel_extents (layout, NULL, &logical);
  gsk_rounded_rect_init_from_rect (&rect, &bounds, h / 2);
  gtk_snapshot_push_rounded_clip (snapshot, &rect);
  gtk_snapshot_append_color (snapshot, &card, &rect.bounds);
  gtk_snapshot_pop (snapshot);

  if (mark > 0)
    draw_computer_mark (snapshot, x + NAME_PAD, y + (h - mark * 0.8f) / 2, mark, &ink);

  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (x + NAME_PAD + mark + gap - logical.x, y + 1));
  gtk_snapshot_append_layout (snapshot, layout, &ink);
  gtk_snapshot_restore (snapshot);
}

static void
draw_place (LairTableTop *self,
            GtkSnapshot  *snapshot,
            Place        *place,
            gboolean      dark)
{
  LairSeatKind kind = lair_seat_get_kind (place->seat);
  PangoLayout *letter = ensure_letter (self, place);
  float t = self->token;

  draw_chair (self, snapshot, place, kind != LAIR_SEAT_EMPTY, dark);

  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (place->x - t / 2, place->y - t / 2));
  if (kind == LAIR_SEAT_EMPTY)
    {
      /* the number in the faint ink of the outline, in the token's type */
      GdkRGBA faint = dark ? RGBA (0xcd, 0xab, 0x8f, 0.85) : RGBA (0x63, 0x45, 0x2c, 0.8);
      int w, h;

      lair_seat_token_set_letter_font (letter, t);
      pango_layout_get_pixel_size (letter, &w, &h);
      gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT ((t - w) / 2, (t - h) / 2));
      gtk_snapshot_append_layout (snapshot, letter, &faint);
    }
  else
    {
      /* a person still typing a name sits down faintly */
      gboolean joining = lair_seat_get_joining (place->seat);

      if (joining)
        gtk_snapshot_push_opacity (snapshot, 0.55);
      lair_seat_token_append (snapshot, lair_seat_get_index (place->seat), dark, t);
      lair_seat_token_append_initial (snapshot, letter, dark, t);
      if (joining)
        gtk_snapshot_pop (snapshot);
    }
  gtk_snapshot_restore (snapshot);
}

static void
lair_table_top_snapshot (GtkWidget   *widget,
                         GtkSnapshot *snapshot)
{
  LairTableTop *self = LAIR_TABLE_TOP (widget);
  gboolean dark = is_dark ();

  if (self->width <= 0 || self->height <= 0)
    return;

  /* the tabletop is kept for the style it was drawn in */
  if (self->table_node != NULL && self->table_dark != dark)
    g_clear_pointer (&self->table_node, gsk_render_node_unref);
  if (self->table_node == NULL)
    {
      self->table_node = draw_table (self, dark);
      self->table_dark = dark;
    }
  gtk_snapshot_append_node (snapshot, self->table_node);

  if (self->session == NULL)
    return;

  ensure_fit (self);
  for (guint i = 0; i < LAIR_N_SEATS; i++)
    draw_place (self, snapshot, &self->places[i], dark);
  /* the names last, over any neighbour's chair */
  for (guint i = 0; i < LAIR_N_SEATS; i++)
    if (lair_seat_get_kind (self->places[i].seat) != LAIR_SEAT_EMPTY)
      draw_name_card (self, snapshot, &self->places[i], dark);
}

static void
lair_table_top_css_changed (GtkWidget         *widget,
                            GtkCssStyleChange *change)
{
  GTK_WIDGET_CLASS (lair_table_top_parent_class)->css_changed (widget, change);

  /* a switch between the light and the dark style comes as a change of
   * style: the table is drawn again, in the other style's colours */
  gtk_widget_queue_draw (widget);
}

static void
lair_table_top_system_setting_changed (GtkWidget         *widget,
                                       GtkSystemSetting   setting)
{
  LairTableTop *self = LAIR_TABLE_TOP (widget);

  GTK_WIDGET_CLASS (lair_table_top_parent_class)->system_setting_changed (widget, setting);

  /* the font's family may have changed: the names are laid out anew, and
   * a new text size sizes their cards anew */
  for (guint i = 0; i < LAIR_N_SEATS; i++)
    clear_layouts (&self->places[i]);
  self->names_fit = FALSE;
  if (setting == GTK_SYSTEM_SETTING_DPI)
    gtk_widget_queue_allocate (widget);
  gtk_widget_queue_draw (widget);
}

static void
lair_table_top_direction_changed (GtkWidget        *widget,
                                  GtkTextDirection  previous)
{
  LairTableTop *self = LAIR_TABLE_TOP (widget);

  GTK_WIDGET_CLASS (lair_table_top_parent_class)->direction_changed (widget, previous);

  for (guint i = 0; i < LAIR_N_SEATS; i++)
    clear_layouts (&self->places[i]);
  gtk_widget_queue_draw (widget);
}

static void
lair_table_top_dispose (GObject *object)
{
  LairTableTop *self = LAIR_TABLE_TOP (object);

  lair_table_top_set_session (self, NULL);
  g_clear_pointer (&self->table_node, gsk_render_node_unref);
  g_clear_pointer (&self->description, g_free);

  G_OBJECT_CLASS (lair_table_top_parent_class)->dispose (object);
}

static void
lair_table_top_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  LairTableTop *self = LAIR_TABLE_TOP (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      g_value_set_object (value, self->session);
      break;
    case PROP_DESCRIPTION:
      g_value_set_string (value, self->description);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
lair_table_top_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  LairTableTop *self = LAIR_TABLE_TOP (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      lair_table_top_set_session (self, g_value_get_object (value));
      break;
    case PROP_DESCRIPTION:
      set_description (self, g_value_get_string (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
lair_table_top_class_init (LairTableTopClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = lair_table_top_dispose;
  object_class->get_property = lair_table_top_get_property;
  object_class->set_property = lair_table_top_set_property;

  widget_class->get_request_mode = lair_table_top_get_request_mode;
  widget_class->measure = lair_table_top_measure;
  widget_class->size_allocate = lair_table_top_size_allocate;
  widget_class->snapshot = lair_table_top_snapshot;
  widget_class->css_changed = lair_table_top_css_changed;
  widget_class->system_setting_changed = lair_table_top_system_setting_changed;
  widget_class->direction_changed = lair_table_top_direction_changed;

  /**
   * LairTableTop:session:
   *
   * The session whose seats sit at the table.
   */
  properties[PROP_SESSION] =
    g_param_spec_object ("session", NULL, NULL,
                         LAIR_TYPE_GAME_SESSION,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * LairTableTop:description:
   *
   * The table in words, its accessible name (see
   * lair_table_top_dup_description()). With a session it is bound to the
   * seats, and as it changes the chairs are drawn anew.
   */
  properties[PROP_DESCRIPTION] =
    g_param_spec_string ("description", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "tabletop");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

/* A table with no session: nine empty seats */
static void
describe_no_seats (LairTableTop *self)
{
  const char *empty[LAIR_N_SEATS] = { NULL };
  g_autofree char *description = describe (empty);

  set_description (self, description);
}

static void
lair_table_top_init (LairTableTop *self)
{
  describe_no_seats (self);
}

/**
 * lair_table_top_new:
 *
 * Returns: (transfer full): a new, empty table
 */
GtkWidget *
lair_table_top_new (void)
{
  return g_object_new (LAIR_TYPE_TABLE_TOP, NULL);
}

/**
 * lair_table_top_get_session:
 * @self: a #LairTableTop
 *
 * Returns: (transfer none) (nullable): the session whose seats are shown
 */
LairGameSession *
lair_table_top_get_session (LairTableTop *self)
{
  g_return_val_if_fail (LAIR_IS_TABLE_TOP (self), NULL);

  return self->session;
}

/**
 * lair_table_top_set_session:
 * @self: a #LairTableTop
 * @session: (nullable): the session whose seats to show
 *
 * Seats @session's seats at the table; each chair follows its seat's
 * kind, name, level and joining from then on, through the table's
 * description.
 */
void
lair_table_top_set_session (LairTableTop    *self,
                            LairGameSession *session)
{
  g_return_if_fail (LAIR_IS_TABLE_TOP (self));
  g_return_if_fail (session == NULL || LAIR_IS_GAME_SESSION (session));

  if (self->session == session)
    return;

  g_clear_pointer (&self->description_watch, gtk_expression_watch_unwatch);
  for (guint i = 0; i < LAIR_N_SEATS; i++)
    {
      Place *place = &self->places[i];

      place->seat = session != NULL ? lair_game_session_get_seat (session, i) : NULL;
      clear_layouts (place);
    }
  g_set_object (&self->session, session);

  if (session != NULL)
    self->description_watch = gtk_expression_bind (description_expression (session), self, "description", self);
  else
    describe_no_seats (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SESSION]);
}

/**
 * lair_table_top_get_name_card:
 * @self: a #LairTableTop
 * @index: a seat
 * @card: (out): where the seat's name card lies
 * @cut: (out): whether the name is cut short on its card
 *
 * Tells where the seat's name is drawn, as the table is laid out now.
 *
 * Returns: whether the seat has a name card: it is taken, and the table
 *   has been laid out
 */
gboolean
lair_table_top_get_name_card (LairTableTop    *self,
                              guint            index,
                              graphene_rect_t *card,
                              gboolean        *cut)
{
  Place *place;

  g_return_val_if_fail (LAIR_IS_TABLE_TOP (self), FALSE);
  g_return_val_if_fail (index < LAIR_N_SEATS, FALSE);

  place = &self->places[index];
  if (self->session == NULL || self->width <= 0 || lair_seat_get_kind (place->seat) == LAIR_SEAT_EMPTY)
    return FALSE;

  ensure_fit (self);
  *cut = pango_layout_is_ellipsized (name_card (self, place, card));
  return TRUE;
}

/**
 * lair_table_top_get_oval:
 * @self: a #LairTableTop
 * @oval: (out): the rectangle the tabletop's oval fills
 *
 * Tells where the wood of the table is drawn, as the table is laid out
 * now: the names lie on it.
 *
 * Returns: whether the table has been laid out
 */
gboolean
lair_table_top_get_oval (LairTableTop    *self,
                         graphene_rect_t *oval)
{
  g_return_val_if_fail (LAIR_IS_TABLE_TOP (self), FALSE);

  if (self->width <= 0)
    return FALSE;
  graphene_rect_init (oval, self->centre.x - self->top.width, self->centre.y - self->top.height,
                      2 * self->top.width, 2 * self->top.height);
  return TRUE;
}
