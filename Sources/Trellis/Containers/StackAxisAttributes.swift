/// The DSL attributes a stack uses along (`main`) and across (`cross`) its axis, so one
/// constraint builder serves both axes.
struct StackAxisAttributes {
    let axis: LayoutAxis

    func start(_ make: ConstraintMaker) -> ConstraintMakerExtendable { axis == .horizontal ? make.leading : make.top }
    func end(_ make: ConstraintMaker) -> ConstraintMakerExtendable { axis == .horizontal ? make.trailing : make.bottom }
    func length(_ make: ConstraintMaker) -> ConstraintMakerExtendable { axis == .horizontal ? make.width : make.height }
    func center(_ make: ConstraintMaker) -> ConstraintMakerExtendable { axis == .horizontal ? make.centerX : make.centerY }
    /// Left or top, whatever the reading direction (what a centre pairs with).
    func absoluteStart(_ make: ConstraintMaker) -> ConstraintMakerExtendable { axis == .horizontal ? make.left : make.top }
    /// Right or bottom, whatever the reading direction.
    func absoluteEnd(_ make: ConstraintMaker) -> ConstraintMakerExtendable { axis == .horizontal ? make.right : make.bottom }
    func crossStart(_ make: ConstraintMaker) -> ConstraintMakerExtendable { axis == .horizontal ? make.top : make.leading }
    func crossEnd(_ make: ConstraintMaker) -> ConstraintMakerExtendable { axis == .horizontal ? make.bottom : make.trailing }
    func crossCenter(_ make: ConstraintMaker) -> ConstraintMakerExtendable { axis == .horizontal ? make.centerY : make.centerX }

    func start(_ item: some ConstraintAttributesDSL) -> ConstraintItem { axis == .horizontal ? item.leading : item.top }
    func end(_ item: some ConstraintAttributesDSL) -> ConstraintItem { axis == .horizontal ? item.trailing : item.bottom }
    func length(_ item: some ConstraintAttributesDSL) -> ConstraintItem { axis == .horizontal ? item.width : item.height }
    func center(_ item: some ConstraintAttributesDSL) -> ConstraintItem { axis == .horizontal ? item.centerX : item.centerY }
    func crossStart(_ item: some ConstraintAttributesDSL) -> ConstraintItem { axis == .horizontal ? item.top : item.leading }
    func crossEnd(_ item: some ConstraintAttributesDSL) -> ConstraintItem { axis == .horizontal ? item.bottom : item.trailing }
    func crossCenter(_ item: some ConstraintAttributesDSL) -> ConstraintItem { axis == .horizontal ? item.centerY : item.centerX }
}
