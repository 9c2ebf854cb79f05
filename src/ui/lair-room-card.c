/* lair-room-card.c — one room of the dungeon, drawn as a card
 *
 * The card shows the room's art (chosen from what the room item knows),
 * its number in the top left corner, the gems or the gold bar it held,
 * and what still lies on its floor. The room ahead is a face-down card;
 * rooms revealed at the end that nobody entered are dimmed, showing what
 * they would have held. A flip turns the card over: the back narrows to
 * an edge and the face widens out of it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "lair-art.h"
#include "lair-labels.h"
#include "lair-room-card.h"
#include "lair-words-summary.h"

struct _LairRoomCard
{
  GtkWidget     parent_instance;

  LairRoomItem *room;
  gboolean      face_down;
  gboolean      current;
  double        flip;        /* 0 to 1 while turning over, else 1 */
  guint         n_players;
  gint          floor_gems;
  guint         floor_bars;
  char         *note;
};

G_DEFINE_FINAL_TYPE (LairRoomCard, lair_room_card, GTK_TYPE_WIDGET)

#define CARD_RATIO 1.5f

static void
update_accessible (LairRoomCard *self)
{
  g_autofree char *text = lair_room_card_describe (self);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self), text);
}

static void
changed (LairRoomCard *self)
{
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
room_notify_cb (LairRoomCard *self)
{
  changed (self);
}

/**
 * lair_room_card_get_art:
 * @self: a #LairRoomCard
 *
 * Returns: (transfer none): the name of the art the card shows face up
 */
const char *
lair_room_card_get_art (LairRoomCard *self)
{
  if (self->room == NULL)
    return "card-back";
  return lair_room_art (self->room, self->n_players, FALSE);
}

/**
 * lair_room_card_describe:
 * @self: a #LairRoomCard
 *
 * Returns: (transfer full): the card in words, as its accessible name:
 *   the room, what it holds, what lies on its floor and its state
 */
char *
lair_room_card_describe (LairRoomCard *self)
{
  LairRoomItem *room = self->room;
  g_autofree char *contents = NULL;
  GString *text;
  const char *outcome;

  if (room == NULL)
    return g_strdup (_("The next room, face down"));
  if (self->face_down)
    /* Translators: a room card not turned over yet */
    return g_strdup_printf (_("Room %u, face down"), lair_room_item_get_number (room));

  contents = lair_room_contents (room);
  /* Translators: the start of a room card's name; more follows after commas */
  text = g_string_new (NULL);
  g_string_printf (text, _("Room %u"), lair_room_item_get_number (room));
  g_string_append (text, ", ");
  g_string_append (text, contents);

  outcome = lair_room_get_public_outcome (room);
  if (outcome != NULL && *outcome != '\0')
    {
      /* a sentence of its own, said here as one part of the name: a full
       * stop would end the name in the middle */
      gsize length = strlen (outcome);

      if (outcome[length - 1] == '.')
        length--;
      g_string_append (text, ", ");
      g_string_append_len (text, outcome, length);
    }
  if (self->note != NULL)
    g_string_append_printf (text, ", %s", self->note);
  if (self->floor_gems > 0)
    {
      g_string_append (text, ", ");
      g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "%d gem on the floor",
                                                 "%d gems on the floor", self->floor_gems),
                              self->floor_gems);
    }
  if (self->floor_bars > 0)
    {
      g_string_append (text, ", ");
      g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "%u gold bar on the floor",
                                                 "%u gold bars on the floor", self->floor_bars),
                              self->floor_bars);
    }

  if (self->current)
    g_string_append_printf (text, ", %s", _("current"));
  else if (!lair_room_item_get_entered (room))
    {
      if (lair_room_item_get_kind (room) == LAIR_ROOM_LAIR)
        g_string_append_printf (text, ", %s", _("the spider’s lair, never reached"));
      else
        g_string_append_printf (text, ", %s", _("never entered"));
    }

  return g_string_free (text, FALSE);
}

/* Drawing */

static void
lookup_color (GtkWidget  *widget,
              const char *name,
              GdkRGBA    *color,
              const char *fallback)
{
  GtkStyleContext *context = gtk_widget_get_style_context (widget);

  if (!gtk_style_context_lookup_color (context, name, color))
    gdk_rgba_parse (color, fallback);
}

/* A pill of text at (x, y) (its top left), in white on dark; with no
 * @snapshot only measured. Adds where it lies to @bounds. */
static void
append_pill (GtkWidget       *widget,
             GtkSnapshot     *snapshot,
             const char      *text,
             float            x,
             float            y,
             float            font_px,
             const char      *sprite,
             gboolean         floor,
             graphene_rect_t *bounds)
{
  g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (widget, text);
  PangoFontDescription *font = pango_font_description_new ();
  /* what lies on the floor on brown, like the floor; the rest on dark */
  GdkRGBA shade = floor ? (GdkRGBA) { 0.53f, 0.37f, 0.24f, 0.92f } : (GdkRGBA) { 0.1f, 0.08f, 0.14f, 0.72f };
  GdkRGBA white = { 1, 1, 1, 1 };
  int tw, th;
  float pad = font_px * 0.35f;
  float icon = sprite != NULL ? font_px * 1.2f : 0;
  float w, h;
  GskRoundedRect pill;

  pango_font_description_set_weight (font, PANGO_WEIGHT_BOLD);
  pango_font_description_set_absolute_size (font, font_px * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  pango_layout_get_pixel_size (layout, &tw, &th);

  w = tw + 2 * pad + (icon > 0 ? icon + pad * 0.5f : 0);
  h = MAX (th, icon) + pad;
  graphene_rect_union (bounds, &GRAPHENE_RECT_INIT (x, y, w, h), bounds);
  if (snapshot == NULL)
    return;
  gsk_rounded_rect_init_from_rect (&pill, &GRAPHENE_RECT_INIT (x, y, w, h), h / 2);
  gtk_snapshot_push_rounded_clip (snapshot, &pill);
  gtk_snapshot_append_color (snapshot, &shade, &pill.bounds);
  gtk_snapshot_pop (snapshot);

  if (icon > 0)
    lair_art_append (snapshot, sprite,
                     &GRAPHENE_RECT_INIT (x + pad * 0.6f, y + (h - icon) / 2, icon, icon),
                     gtk_widget_get_scale_factor (widget));

  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (x + pad + (icon > 0 ? icon + pad * 0.5f : 0),
                                                          y + (h - th) / 2));
  gtk_snapshot_append_layout (snapshot, layout, &white);
  gtk_snapshot_restore (snapshot);
}

/* The room's number, what it held and what lies on its floor, down the
 * left of the card (x, y, cw): drawn, or with no @snapshot only laid
 * out. Returns where they lie, empty when the card shows none. */
static graphene_rect_t
append_labels (LairRoomCard *self,
               GtkSnapshot  *snapshot,
               float         x,
               float         y,
               float         cw,
               gboolean      back)
{
  GtkWidget *widget = GTK_WIDGET (self);
  float font_px = CLAMP (cw * 0.11f, 9.0f, 26.0f);
  graphene_rect_t bounds = GRAPHENE_RECT_INIT (x + cw * 0.05f, y + cw * 0.05f, 0, 0);

  if (self->room == NULL)
    return bounds;

  {
    g_autofree char *number = g_strdup_printf ("%u", lair_room_item_get_number (self->room));

    append_pill (widget, snapshot, number, x + cw * 0.05f, y + cw * 0.05f, font_px, NULL, FALSE, &bounds);
  }

  if (!back)
    {
      gint value = lair_room_item_get_value (self->room);
      LairRoomKind kind = lair_room_item_get_kind (self->room);
      /* under the number, where the tokens standing on the card leave it
       * in view */
      float fy = y + cw * 0.05f + font_px * 1.8f;
      float fx = x + cw * 0.05f;

      /* what the room held; never "0": the would-be rooms have a value */
      if (value > 0 && (kind == LAIR_ROOM_GEMS || kind == LAIR_ROOM_GOLD))
        {
          g_autofree char *text = kind == LAIR_ROOM_GEMS ? g_strdup_printf ("%d", value)
                                                         : lair_words_money (value);

          append_pill (widget, snapshot, text, fx, fy, font_px,
                       kind == LAIR_ROOM_GEMS ? "sprite-gem" : "sprite-bar", FALSE, &bounds);
          fy += font_px * 1.9f;
        }

      /* what still lies on the floor here, on brown */
      if (self->floor_gems > 0 || self->floor_bars > 0)
        {
          float small = font_px * 0.85f;

          if (self->floor_gems > 0)
            {
              g_autofree char *text = g_strdup_printf ("%d", self->floor_gems);

              append_pill (widget, snapshot, text, fx, fy, small, "sprite-gem", TRUE, &bounds);
              fy += small * 1.9f;
            }
          if (self->floor_bars > 0)
            {
              g_autofree char *text = g_strdup_printf ("%u", self->floor_bars);

              append_pill (widget, snapshot, text, fx, fy, small, "sprite-bar", TRUE, &bounds);
            }
        }
    }
  return bounds;
}

/* The card's own rectangle within the widget: the widest of the ratio */
static void
card_geometry (LairRoomCard *self,
               float        *x,
               float        *y,
               float        *cw)
{
  float width = gtk_widget_get_width (GTK_WIDGET (self));
  float height = gtk_widget_get_height (GTK_WIDGET (self));

  *cw = MIN (width, height / CARD_RATIO);
  *x = (width - *cw) / 2;
  *y = (height - *cw * CARD_RATIO) / 2;
}

static void
lair_room_card_snapshot (GtkWidget   *widget,
                         GtkSnapshot *snapshot)
{
  LairRoomCard *self = LAIR_ROOM_CARD (widget);
  float width = gtk_widget_get_width (widget);
  float cw, ch, x, y;
  int scale = gtk_widget_get_scale_factor (widget);
  gboolean back = self->face_down || self->room == NULL;
  gboolean dimmed = self->room != NULL && !back && !lair_room_item_get_entered (self->room);
  float squeeze = 1.0f;
  GskRoundedRect outline;
  graphene_rect_t card;

  card_geometry (self, &x, &y, &cw);
  ch = cw * CARD_RATIO;
  if (cw < 4)
    return;

  /* turning over: the back, then the face */
  if (self->flip < 1.0)
    {
      squeeze = (float) fabs (1.0 - 2.0 * self->flip);
      if (self->flip < 0.5)
        back = TRUE;
    }

  gtk_snapshot_save (snapshot);
  if (squeeze < 1.0f)
    {
      gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (width / 2, 0));
      gtk_snapshot_scale (snapshot, MAX (squeeze, 0.02f), 1.0f);
      gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (-width / 2, 0));
    }

  card = GRAPHENE_RECT_INIT (x, y, cw, ch);
  gsk_rounded_rect_init_from_rect (&outline, &card, cw * 0.07f);

  if (dimmed)
    gtk_snapshot_push_opacity (snapshot, 0.4);
  gtk_snapshot_push_rounded_clip (snapshot, &outline);
  lair_art_append (snapshot, back ? "card-back" : lair_room_card_get_art (self), &card, scale);
  gtk_snapshot_pop (snapshot);
  if (dimmed)
    gtk_snapshot_pop (snapshot);

  if (self->current || (dimmed && lair_room_item_get_kind (self->room) == LAIR_ROOM_LAIR))
    {
      GdkRGBA color;
      float border = MAX (2.0f, cw * 0.025f);
      GdkRGBA colors[4];

      if (self->current)
        lookup_color (widget, "accent_bg_color", &color, "#3584e4");
      else
        lookup_color (widget, "error_bg_color", &color, "#e01b24");
      for (guint i = 0; i < 4; i++)
        colors[i] = color;
      gtk_snapshot_append_border (snapshot, &outline,
                                  (float[4]) { border, border, border, border }, colors);
    }

  if (self->room != NULL && (!back || squeeze < 1.0f))
    append_labels (self, snapshot, x, y, cw, back);

  gtk_snapshot_restore (snapshot);
}

static void
lair_room_card_measure (GtkWidget      *widget,
                        GtkOrientation  orientation,
                        int             for_size,
                        int            *minimum,
                        int            *natural,
                        int            *minimum_baseline,
                        int            *natural_baseline)
{
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = 24;
      *natural = for_size > 0 ? (int) (for_size / CARD_RATIO) : 96;
    }
  else
    {
      *minimum = 36;
      *natural = for_size > 0 ? (int) (for_size * CARD_RATIO) : 144;
    }
}

static void
lair_room_card_dispose (GObject *object)
{
  LairRoomCard *self = LAIR_ROOM_CARD (object);

  if (self->room != NULL)
    g_signal_handlers_disconnect_by_data (self->room, self);
  g_clear_object (&self->room);
  g_clear_pointer (&self->note, g_free);

  G_OBJECT_CLASS (lair_room_card_parent_class)->dispose (object);
}

static void
lair_room_card_class_init (LairRoomCardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = lair_room_card_dispose;
  widget_class->snapshot = lair_room_card_snapshot;
  widget_class->measure = lair_room_card_measure;

  gtk_widget_class_set_css_name (widget_class, "roomcard");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
lair_room_card_init (LairRoomCard *self)
{
  self->flip = 1.0;
  gtk_widget_set_can_target (GTK_WIDGET (self), TRUE);
}

/**
 * lair_room_card_new:
 * @room: (nullable): the room, or %NULL for the room ahead, face down
 *
 * Returns: a new card
 */
GtkWidget *
lair_room_card_new (LairRoomItem *room)
{
  LairRoomCard *self = g_object_new (LAIR_TYPE_ROOM_CARD, NULL);

  if (room != NULL)
    {
      self->room = g_object_ref (room);
      g_signal_connect_object (room, "notify", G_CALLBACK (room_notify_cb), self, G_CONNECT_SWAPPED);
    }
  else
    self->face_down = TRUE;
  update_accessible (self);
  return GTK_WIDGET (self);
}

/**
 * lair_room_card_get_room:
 * @self: a #LairRoomCard
 *
 * Returns: (transfer none) (nullable): the room, %NULL for the room ahead
 */
LairRoomItem *
lair_room_card_get_room (LairRoomCard *self)
{
  g_return_val_if_fail (LAIR_IS_ROOM_CARD (self), NULL);
  return self->room;
}

gboolean
lair_room_card_get_face_down (LairRoomCard *self)
{
  g_return_val_if_fail (LAIR_IS_ROOM_CARD (self), FALSE);
  return self->face_down;
}

/**
 * lair_room_card_set_face_down:
 * @self: a #LairRoomCard
 * @face_down: whether the card shows its back
 */
void
lair_room_card_set_face_down (LairRoomCard *self,
                              gboolean      face_down)
{
  g_return_if_fail (LAIR_IS_ROOM_CARD (self));

  face_down = !!face_down || self->room == NULL;
  if (self->face_down == face_down)
    return;
  self->face_down = face_down;
  changed (self);
}

/**
 * lair_room_card_set_flip:
 * @self: a #LairRoomCard
 * @flip: how far the card has turned over, 0 to 1
 *
 * Draws the card turning from its back to its face; 1 when it lies still.
 */
void
lair_room_card_set_flip (LairRoomCard *self,
                         double        flip)
{
  g_return_if_fail (LAIR_IS_ROOM_CARD (self));

  flip = CLAMP (flip, 0.0, 1.0);
  if (self->flip == flip)
    return;
  self->flip = flip;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

gboolean
lair_room_card_get_current (LairRoomCard *self)
{
  g_return_val_if_fail (LAIR_IS_ROOM_CARD (self), FALSE);
  return self->current;
}

/**
 * lair_room_card_set_current:
 * @self: a #LairRoomCard
 * @current: whether the players stand in this room
 */
void
lair_room_card_set_current (LairRoomCard *self,
                            gboolean      current)
{
  g_return_if_fail (LAIR_IS_ROOM_CARD (self));

  current = !!current;
  if (self->current == current)
    return;
  self->current = current;
  if (current)
    gtk_widget_add_css_class (GTK_WIDGET (self), "current");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "current");
  changed (self);
}

/**
 * lair_room_card_set_n_players:
 * @self: a #LairRoomCard
 * @n_players: the players of the game, which set a gold bar's value per size
 */
void
lair_room_card_set_n_players (LairRoomCard *self,
                              guint         n_players)
{
  g_return_if_fail (LAIR_IS_ROOM_CARD (self));

  if (self->n_players == n_players)
    return;
  self->n_players = n_players;
  changed (self);
}

gint
lair_room_card_get_floor_gems (LairRoomCard *self)
{
  g_return_val_if_fail (LAIR_IS_ROOM_CARD (self), 0);
  return self->floor_gems;
}

guint
lair_room_card_get_floor_bars (LairRoomCard *self)
{
  g_return_val_if_fail (LAIR_IS_ROOM_CARD (self), 0);
  return self->floor_bars;
}

/**
 * lair_room_card_set_floor:
 * @self: a #LairRoomCard
 * @gems: the gems left on this room's floor
 * @bars: the gold bars lying here
 */
void
lair_room_card_set_floor (LairRoomCard *self,
                          gint          gems,
                          guint         bars)
{
  g_return_if_fail (LAIR_IS_ROOM_CARD (self));

  gems = MAX (gems, 0);
  if (self->floor_gems == gems && self->floor_bars == bars)
    return;
  self->floor_gems = gems;
  self->floor_bars = bars;
  changed (self);
}

/**
 * lair_room_card_set_note:
 * @self: a #LairRoomCard
 * @text: (nullable): more to say about the room, such as the ways the
 *   players took at the Sphinx
 */
void
lair_room_card_set_note (LairRoomCard *self,
                         const char   *text)
{
  g_return_if_fail (LAIR_IS_ROOM_CARD (self));

  if (g_strcmp0 (self->note, text) == 0)
    return;
  g_free (self->note);
  self->note = g_strdup (text);
  changed (self);
}

/**
 * lair_room_card_get_label_bounds:
 * @self: a #LairRoomCard
 * @bounds: (out): where the room's number, what it held and what lies on
 *   its floor are drawn, in the card's coordinates
 *
 * The part of the card that must stay in view for the card to be read.
 */
void
lair_room_card_get_label_bounds (LairRoomCard    *self,
                                 graphene_rect_t *bounds)
{
  float x, y, cw;

  g_return_if_fail (LAIR_IS_ROOM_CARD (self));
  g_return_if_fail (bounds != NULL);

  card_geometry (self, &x, &y, &cw);
  *bounds = append_labels (self, NULL, x, y, cw, self->face_down || self->room == NULL);
}
